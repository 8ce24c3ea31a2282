// Landing page and waitlist — spec 1 §2, §5, §8.

export const landing = {
  features: "Features",
  testimonials: "Testimonials",
  logIn: "Log In",
  signUp: "Sign Up",
  comingSoon: "Coming Soon",
  signUpNow: "Sign Up Now",
  watchDemo: "Watch Demo",
  featureAudioTranscription: "Audio Transcription",
  featureSmartStudyTools: "Smart Study Tools",
  featureTrackProgress: "Track Progress",
  statStudentsWaiting: "students waiting",
  statAccuracyRate: "95% accuracy rate",
  statFasterLearning: "3x faster learning",
  createAccount: "Create Account",
  signIn: "Sign In",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
} as const;

export const waitlist = {
  alreadyOnWaitlist: "This email is already on the waitlist!",
  unexpectedError: "An unexpected error occurred. Please try again.",
  positionFailed: "Failed to get waitlist position",
  statsFailed: "Failed to get waitlist stats",
  /** Lectern wording: the spec shows the position without quoting a text (spec 1 §2). */
  joined: (position: number) => `You're #${position} on the waitlist!`,
  /** Lectern wording: a duplicate e-mail shows its existing position (spec 1 §5). */
  existingPosition: (position: number) => `Your position is #${position}.`,
} as const;

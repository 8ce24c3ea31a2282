/** Text matched literally inside a regular expression ("Ohm's law (V = IR)" → its brackets and dots escaped). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

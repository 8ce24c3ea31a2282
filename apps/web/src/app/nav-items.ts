import {
  BookOpenIcon,
  GraduationCapIcon,
  HouseIcon,
  type LucideIcon,
  MicIcon,
  TrendingUpIcon,
} from "lucide-react";
import type { NavSection } from "./nav-sections";

export type NavItem = { section: NavSection; label: string; to: string; Icon: LucideIcon };

// spec 1 §2: the sidebar links, in order.
export const NAV_ITEMS: readonly NavItem[] = [
  { section: "home", label: "Home", to: "/home", Icon: HouseIcon },
  { section: "notes", label: "Notes", to: "/notes", Icon: BookOpenIcon },
  { section: "recording", label: "Record", to: "/recording", Icon: MicIcon },
  { section: "study", label: "Study", to: "/study", Icon: GraduationCapIcon },
  { section: "progress", label: "Progress", to: "/progress", Icon: TrendingUpIcon },
];

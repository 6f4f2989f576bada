import type { ModuleDefinition } from "../boot/types";
import contactForm from "./contact-form";
import extraContactForm from "./extra-contact-form";

/** The contact form module and Extra's site contact form. */
export const contactFormEnhancers: readonly ModuleDefinition[] = [contactForm, extraContactForm];

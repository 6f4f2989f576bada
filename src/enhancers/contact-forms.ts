import type { ModuleDefinition } from "../boot/types";
import contactForm from "../modules/contact-form";
import extraContactForm from "../modules/extra-contact-form";

/** The contact form module and Extra's site contact form. */
export const contactFormEnhancers: readonly ModuleDefinition[] = [contactForm, extraContactForm];

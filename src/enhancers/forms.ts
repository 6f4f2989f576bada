import type { ModuleDefinition } from "../boot/types";
import antiSpam from "./anti-spam";
import checkout from "./checkout";
import commentForm from "./comment-form";
import newsletter from "./newsletter";

/** The newsletter, the comment form, the anti-spam field collector and the shop checkout. */
export const formEnhancers: readonly ModuleDefinition[] = [antiSpam, newsletter, commentForm, checkout];

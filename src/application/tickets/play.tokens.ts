import { token } from "@/application/di-token";
import type { AddTicketToCartUseCase } from "@/application/tickets/add-ticket-to-cart.use-case";
import type { TicketEditorService } from "@/application/tickets/ticket-editor.service";

/** The play area (SPEC §2 /{slug} and /numbers): the ticket editor and Add to cart, bound by the play module. */
export const PLAY_TOKENS = {
  ticketEditor: token<TicketEditorService>("TicketEditorService"),
  addTicketToCart: token<AddTicketToCartUseCase>("AddTicketToCartUseCase"),
} as const;

import { ContainerModule } from "inversify";
import { AddTicketToCartUseCase } from "@/application/tickets/add-ticket-to-cart.use-case";
import { PLAY_TOKENS as PLAY } from "@/application/tickets/play.tokens";
import { TicketEditorService } from "@/application/tickets/ticket-editor.service";
import { TOKENS as T } from "@/application/tokens";
import { bindClass } from "@/adapters/di/bind";

/** The play area (SPEC §2 /{slug}, /numbers): the ticket editor and Add to cart over the core's stores. */
export const playModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindClass(area, PLAY.ticketEditor, TicketEditorService, [T.ticketStore, T.cartStore, T.random, T.clock]);
    bindClass(area, PLAY.addTicketToCart, AddTicketToCartUseCase, [T.ticketStore, T.cartStore, T.addCartItem, T.random, T.clock]);
  });

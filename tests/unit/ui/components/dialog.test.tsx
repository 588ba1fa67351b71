// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/ui/components/button";
import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { Dialog, DialogTrigger, Modal } from "@/ui/components/dialog";
import { renderWithI18n } from "./render";

describe("Dialog in a Modal", () => {
  it("is a dialog named by its title, closed by the translated close button, focus returns", async () => {
    await renderWithI18n(
      <DialogTrigger>
        <Button>Order summary</Button>
        <Modal>
          <Dialog title="Your order">
            <p>3 entries</p>
          </Dialog>
        </Modal>
      </DialogTrigger>,
      "id",
    );
    const trigger = screen.getByRole("button", { name: "Order summary" });
    await userEvent.click(trigger);
    expect(screen.getByRole("dialog", { name: "Your order" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes on Escape", async () => {
    await renderWithI18n(
      <DialogTrigger>
        <Button>Open</Button>
        <Modal>
          <Dialog title="Details">Text</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("ConfirmDialog", () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Delete account?" onConfirm={onConfirm} tone="danger">
        This cannot be undone.
      </ConfirmDialog>
    );
  }

  it("is an alert dialog that starts on Cancel, and Cancel does not confirm", async () => {
    const onConfirm = vi.fn();
    await renderWithI18n(<Harness onConfirm={onConfirm} />);
    expect(screen.getByRole("alertdialog", { name: "Delete account?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("confirms once and closes", async () => {
    const onConfirm = vi.fn();
    await renderWithI18n(<Harness onConfirm={onConfirm} />, "ar");
    await userEvent.click(screen.getByRole("button", { name: "تأكيد" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

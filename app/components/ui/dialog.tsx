import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button.tsx";
import { X } from "./icons.tsx";

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" };

export function Dialog({ isOpen, onOpenChange, title, closeLabel, children, size = "md" }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="overlay fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 p-4"
    >
      <Modal className={`modal-pop w-full ${widths[size]} rounded-2xl bg-white shadow-xl`}>
        <AriaDialog className="relative max-h-[90vh] overflow-y-auto p-6 outline-none">
          <Heading slot="title" className="pe-10 text-xl font-semibold">
            {title}
          </Heading>
          <Button
            variant="ghost"
            size="icon"
            slot="close"
            aria-label={closeLabel}
            className="absolute end-3 top-3"
          >
            <X aria-hidden className="size-5" />
          </Button>
          <div className="mt-4">{children}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

import { type ReactNode, useRef } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button.tsx";
import { X } from "./icons.tsx";
import { useStickyBar } from "./use-sticky-bar.ts";

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Slides in from the inline end; the animation lives in app.css `.drawer-panel`. */
export function Drawer({ isOpen, onOpenChange, title, closeLabel, children, footer }: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="overlay fixed inset-0 z-50 bg-slate-950/50"
    >
      <Modal className="drawer-panel fixed inset-y-0 end-0 flex w-full max-w-md flex-col bg-white shadow-2xl">
        <AriaDialog className="flex h-full flex-col outline-none">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <Heading slot="title" className="text-lg font-semibold">
              {title}
            </Heading>
            <Button variant="ghost" size="icon" slot="close" aria-label={closeLabel}>
              <X aria-hidden className="size-5" />
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <DrawerFooter>{footer}</DrawerFooter> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The drawer's totals and actions: toasts stand above them. */
function DrawerFooter({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useStickyBar(ref);
  return (
    <div ref={ref} className="border-t border-slate-200 px-5 py-4">
      {children}
    </div>
  );
}

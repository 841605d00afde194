import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * One panel open at a time; clicking the open one closes it. Buttons with aria-expanded and
 * aria-controls, so it works by keyboard and for screen readers.
 */
export function Accordion({
  items,
  defaultOpen = null,
  className = "",
}: {
  items: AccordionItem[];
  defaultOpen?: string | null;
  className?: string;
}) {
  const [open, setOpen] = useState<string | null>(defaultOpen);
  const base = useId();
  return (
    <div className={`divide-y divide-forest-900/10 rounded-2xl bg-white ring-1 ring-forest-900/10 ${className}`}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${base}-${item.id}-panel`;
        const buttonId = `${base}-${item.id}-button`;
        return (
          <div key={item.id}>
            <h3 className="font-sans text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-forest-900 hover:bg-cream-50"
              >
                {item.title}
                <span
                  aria-hidden="true"
                  className={`text-xl text-saffron-700 transition-transform ${expanded ? "rotate-45" : ""}`}
                >
                  +
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink/85"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

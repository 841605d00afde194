import { useCallback, useEffect, useRef, useState } from "react";
import toast from "../../lib/toast";
import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../common/auth-messages";
import {
  headerLinks,
  menuId,
  sideMenuGroups,
  sideMenuLinks,
  socialLinks,
  SUBMENU_CLOSE_DELAY_MS,
  type MenuLink,
} from "../../content/navigation";
import { endSession, requestApi } from "../../lib/api";
import { LanguageSwitch } from "./language-switch";

/**
 * Hover opens submenus only for a mouse on a wide screen, where submenus are side columns; on narrow
 * or touch screens they open inline by tap, so the list never moves under the pointer.
 */
function hoverOpens(event: React.PointerEvent): boolean {
  return event.pointerType === "mouse" && window.matchMedia("(min-width: 1024px) and (hover: hover)").matches;
}

/** Asks the server whether the browser is signed in (the token cookie is HttpOnly). */
async function readSignedIn(): Promise<boolean | null> {
  try {
    const answer = await requestApi<{ signedIn: boolean }>("GET", "/api/auth/session", undefined, {
      cache: "no-store",
    });
    if (!answer.ok || answer.body === null) return null;
    return Boolean(answer.data?.signedIn);
  } catch {
    return null;
  }
}

/**
 * The side navigation menu: slides in from the left, a modal <dialog> so focus
 * stays inside while it is open and returns to the Menu button after; closes on the overlay, the close
 * button, a click outside and Escape. Submenus open on hover (closing after 50 ms), click, touch and
 * keyboard; at most one submenu and one nested submenu are open.
 */
export function SideMenu({
  open,
  onClose,
  initialSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  initialSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [signedIn, setSignedIn] = useState(initialSignedIn);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const [nested, setNested] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A submenu the pointer just opened by hovering stays open on the click that follows.
  const openedByHover = useRef<string | null>(null);

  useEffect(() => setSignedIn(initialSignedIn), [initialSignedIn]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // the signed-in state is read again every time the menu opens
      readSignedIn().then((value) => {
        if (value !== null) setSignedIn(value);
      });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setSubmenu(null);
      setNested(null);
    }, SUBMENU_CLOSE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openSubmenu = (label: string) => {
    cancelClose();
    if (submenu !== label) setNested(null);
    setSubmenu(label);
  };

  const close = () => ref.current?.close();
  const item = "block rounded-lg px-3 py-2 text-[15px] text-forest-900 hover:bg-forest-100";

  return (
    <dialog
      ref={ref}
      id="side-menu"
      aria-label={t("menu.label")}
      onClose={() => {
        setSubmenu(null);
        setNested(null);
        onClose();
        (opener.current as HTMLElement | null)?.focus?.();
      }}
      onClick={(event) => {
        // a click on the dialog box itself is a click on the overlay, outside the panel
        if (event.target === ref.current) close();
      }}
      className={`side-menu m-0 h-dvh max-h-dvh w-[min(22rem,100vw-2.5rem)] max-w-none overflow-hidden bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/60 ${nested ? "lg:w-[56rem]" : submenu ? "lg:w-[40rem]" : ""}`}
    >
      {/* On wide screens the open submenu (and its nested one) is a column to the right, so hovering never moves the list. */}
      <div className="relative h-full" onClick={(event) => event.stopPropagation()}>
        <nav aria-label={t("menu.nav")} className="flex h-full w-full flex-col overflow-y-auto p-5 lg:w-[22rem]">
          <div className="flex items-center justify-between gap-3">
            <Link to={signedIn ? "/dashboard" : "/sign-in"} onClick={close} className="btn-primary">
              {signedIn ? t("menu.dashboard") : t("menu.login")}
            </Link>
            <button
              type="button"
              onClick={close}
              aria-label={t("menu.close")}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-2xl text-forest-900 hover:bg-forest-100"
            >
              {"×"}
            </button>
          </div>
          {signedIn && <SignOutButton className={`${item} mt-2 w-full text-left font-semibold`} />}

          <LanguageSwitch group className="mt-4 px-1 text-sm text-forest-900" />

          <Form action="/property-list" method="get" role="search" className="mt-5" onSubmit={close}>
            <label htmlFor="side-menu-search" className="sr-only">
              {t("menu.searchLabel")}
            </label>
            <input
              id="side-menu-search"
              name="q"
              type="search"
              placeholder={t("menu.searchPlaceholder")}
              className="field"
            />
          </Form>

          <ul className="mt-4 space-y-0.5">
            {sideMenuLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to} onClick={close} className={item}>
                  {t(`nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>

          <ul className="mt-3 space-y-0.5 border-t border-forest-900/10 pt-3">
            {sideMenuGroups.map((group) => {
              const expanded = submenu === group.label;
              const id = `submenu-${menuId(group.label)}`;
              return (
                <li
                  key={group.label}
                  onPointerEnter={(event) => {
                    if (!hoverOpens(event)) return;
                    if (submenu !== group.label) openedByHover.current = group.label;
                    openSubmenu(group.label);
                  }}
                  onPointerLeave={(event) => {
                    if (hoverOpens(event)) scheduleClose();
                  }}
                >
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={id}
                    onClick={() => {
                      if (expanded && openedByHover.current === group.label) openedByHover.current = null;
                      else if (expanded) setSubmenu(null);
                      else openSubmenu(group.label);
                    }}
                    className={`${item} flex w-full items-center justify-between text-left font-semibold`}
                  >
                    {t(`nav.${group.label}`)}
                    <span aria-hidden="true" className={`transition-transform ${expanded ? "rotate-90" : ""}`}>
                      {"›"}
                    </span>
                  </button>
                  <ul
                    id={id}
                    hidden={!expanded}
                    aria-label={t(`nav.${group.label}`)}
                    className="ml-3 border-l-2 border-saffron-300 pl-2 lg:absolute lg:left-[22rem] lg:top-0 lg:ml-0 lg:h-full lg:w-[18rem] lg:border-l lg:border-forest-900/10 lg:bg-cream-100 lg:p-5 lg:pt-24"
                  >
                    {group.links.map((l) => (
                      <SubmenuItem
                        key={l.label}
                        link={l}
                        expanded={nested === l.label}
                        onToggle={(next, byHover) => {
                          if (byHover && nested !== l.label) openedByHover.current = `nested:${l.label}`;
                          if (!next && openedByHover.current === `nested:${l.label}`) {
                            openedByHover.current = null;
                            return;
                          }
                          setNested(next ? l.label : null);
                        }}
                        onNavigate={close}
                        className={item}
                      />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>

          <div className="mt-3 border-t border-forest-900/10 pt-3 xl:hidden">
            <p className="px-3 text-xs font-semibold uppercase tracking-widest text-ink/70">{t("menu.explore")}</p>
            <ul className="mt-1 space-y-0.5">
              {headerLinks.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} onClick={close} className={item}>
                    {t(`nav.${l.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>

          <ul className="mt-auto flex flex-wrap gap-2 border-t border-forest-900/10 pt-4" aria-label={t("menu.social")}>
            {socialLinks.map((s) => (
              <li key={s.label}>
                <Link
                  to={s.to}
                  onClick={close}
                  className="inline-flex rounded-full px-3 py-1.5 text-sm text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}

function SubmenuItem({
  link,
  expanded,
  onToggle,
  onNavigate,
  className,
}: {
  link: MenuLink;
  expanded: boolean;
  onToggle: (open: boolean, byHover?: boolean) => void;
  onNavigate: () => void;
  className: string;
}) {
  const { t } = useTranslation();
  const label = t(`nav.${link.label}`);
  if (!link.children) {
    return (
      <li>
        <Link to={link.to} onClick={onNavigate} className={className}>
          {label}
        </Link>
      </li>
    );
  }
  const id = `nested-${menuId(link.label)}`;
  return (
    <li
      onPointerEnter={(event) => {
        if (hoverOpens(event)) onToggle(true, true);
      }}
    >
      <div className="flex items-center">
        <Link to={link.to} onClick={onNavigate} className={`${className} flex-1`}>
          {label}
        </Link>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={t("menu.topics", { label })}
          onClick={() => onToggle(!expanded)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full text-forest-900 hover:bg-forest-100"
        >
          <span aria-hidden="true" className={`transition-transform ${expanded ? "rotate-90" : ""}`}>
            {"›"}
          </span>
        </button>
      </div>
      <ul
        id={id}
        hidden={!expanded}
        aria-label={t("menu.topics", { label })}
        className="ml-3 border-l border-forest-900/15 pl-2 lg:absolute lg:left-full lg:top-0 lg:ml-0 lg:h-full lg:w-[16rem] lg:border-forest-900/10 lg:bg-cream-200 lg:p-5 lg:pt-24"
      >
        {link.children.map((c) => (
          <li key={c.label}>
            <Link to={c.to} onClick={onNavigate} className={`${className} text-sm`}>
              {t(`nav.${c.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Ends the session on the server, then loads the home page afresh (nothing of the member stays in memory). */
function SignOutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={className}
      onClick={async () => {
        setBusy(true);
        try {
          await endSession();
        } catch {
          toast.error(authMessages.somethingWentWrong);
          setBusy(false);
          return;
        }
        window.location.assign("/");
      }}
    >
      {t("menu.signOut")}
    </button>
  );
}

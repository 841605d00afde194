import type { RouterContextProvider } from "react-router";
import type { ContentSlug } from "../../content/page-types";
import { messagesFor } from "../../lib/i18n.server";

/**
 * A content page's words for its loader to send: the `pages` catalogue's part for the page and the shared one (the
 * sections every page shows, the breadcrumb, the course cards' labels), not every page's.
 */
export const contentPageMessages = (context: Readonly<RouterContextProvider>, slug: ContentSlug) =>
  messagesFor(context, ["pages"], { pages: ["shared", slug] });

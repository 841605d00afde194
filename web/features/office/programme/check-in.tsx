import { useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { clubToday } from "../../../../common/club-time";
import { formatClubTime } from "../../../../common/format";
import { KIND_LABELS, programmeOfficeMessages as m } from "../../../../common/programme-form";
import type {
  OfficeProgrammeList,
  ProgrammeItemRecord,
  SessionAttendees,
  SessionRecord,
} from "../../../../common/programme-schemas";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, programmeMessages } from "../../../../common/programme";
import { ErrorBox, TextAreaField, TextField } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { errorId, useForm } from "../../../lib/form";
import { CsvLink } from "../shared/csv-link";
import { linkClass, QueueCount } from "../shared/queue-parts";
import { placeText, sessionText } from "./programme-list";
import type { AttendeeMessageResult, CheckInResult } from "./programme.server";

/** The browser's barcode reader, where it has one (Chromium on Android, macOS, ChromeOS). */
type BarcodeReader = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;
const barcodeReader = (): BarcodeReaderClass | undefined =>
  (window as unknown as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;

/**
 * "Scan with the camera", offered only where the browser reads QR codes itself (`BarcodeDetector`) and has a camera:
 * the camera's picture is read every quarter second until a code is seen, which is handed on (the ticket's
 * reference); then the camera is turned off.
 */
function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const [offered, setOffered] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState("");
  const video = useRef<HTMLVideoElement>(null);
  const handOn = useRef(onCode);
  useEffect(() => {
    handOn.current = onCode;
  });
  useEffect(() => {
    setOffered(Boolean(barcodeReader() && navigator.mediaDevices?.getUserMedia));
  }, []);
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const Reader = barcodeReader()!;
        const reader = new Reader({ formats: ["qr_code"] });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const look = async () => {
          if (stopped || !video.current) return;
          const [code] = await reader.detect(video.current).catch(() => []);
          if (code?.rawValue) {
            setScanning(false);
            handOn.current(code.rawValue.trim());
            return;
          }
          timer = setTimeout(look, 250);
        };
        void look();
      } catch {
        setProblem(m.cameraUnavailable);
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning]);
  if (!offered) return null;
  return (
    <div className="grid gap-2">
      {scanning ? (
        <>
          <video ref={video} muted playsInline className="w-full max-w-sm rounded-xl bg-ink" aria-label="Camera" />
          <button type="button" className="btn h-11 w-fit" onClick={() => setScanning(false)}>
            Stop the camera
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn h-11 w-fit"
          onClick={() => {
            setProblem("");
            setScanning(true);
          }}
        >
          Scan with the camera
        </button>
      )}
      {problem && <p className="text-sm font-medium text-[#b42318]">{problem}</p>}
    </div>
  );
}

/**
 * A ticket's reference, typed or scanned, checked in at `sessionId` (none: its item's session today). The answer is
 * said plainly — "Checked in: <name>", or why not — and the page's attendees are loaded again.
 */
export function TicketCheckIn({ sessionId, result }: { sessionId?: string; result?: CheckInResult }) {
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<CheckInResult>({
    id: "check-in",
    actionData: result,
    toast: false,
    onResult: (answer) => {
      if (answer.ok && input.current) input.current.value = "";
      input.current?.focus();
    },
  });
  const answer = form.result;
  const control = form.control("reference");
  const fieldError = form.errors.reference;
  return (
    <div className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <form.Form {...form.props} aria-label="Check a ticket in" className="grid gap-3" noValidate>
        {sessionId && <input type="hidden" name="session_id" value={sessionId} />}
        <label htmlFor={control.id} className="text-sm font-semibold text-forest-950">
          Ticket reference
        </label>
        <p id="check-in-reference-hint" className="-mt-2 text-sm text-ink/80">
          As printed under the ticket's QR code, e.g. VWC-E-2026-1001-1.
        </p>
        <div className="flex flex-wrap gap-3">
          <input
            {...control}
            ref={input}
            aria-describedby={["check-in-reference-hint", control["aria-describedby"] ?? ""].join(" ").trim()}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="field h-11 min-w-0 flex-1 basis-64 font-mono"
          />
          <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
            Check in
          </button>
        </div>
        {fieldError && (
          <p id={errorId(control.id!)} className="text-sm font-medium text-[#b42318]">
            {fieldError}
          </p>
        )}
      </form.Form>
      <CameraScan
        onCode={(code) => {
          if (!input.current) return;
          input.current.value = code;
          form.props.ref.current?.requestSubmit();
        }}
      />
      <div aria-live="polite">
        {answer?.ok && (
          <p className="rounded-xl bg-forest-50 px-4 py-3 font-semibold text-forest-950">{answer.message}</p>
        )}
      </div>
      {answer && !answer.ok && !fieldError && <ErrorBox id={form.messageId}>{answer.message}</ErrorBox>}
    </div>
  );
}

export type ItemCheckInData = {
  item: Pick<ProgrammeItemRecord, "_id" | "title" | "kind" | "location" | "sessions">;
  session: SessionRecord | null;
  attendees: SessionAttendees | null;
  /** The front office (and an administrator) check tickets in; content staff see the attendees and write to them. */
  mayCheckIn: boolean;
};

/**
 * "Message this session's attendees": a subject and a message mailed to each confirmed booker and attendee with an
 * address (each once, through the mail queue); the answer says to how many, or why not.
 */
function AttendeeMessage({ sessionId, result }: { sessionId: string; result?: AttendeeMessageResult }) {
  const form = useForm<AttendeeMessageResult>({
    id: "attendee-message",
    actionData: result,
    toast: false,
    onResult: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const answer = form.result;
  return (
    <div className="mt-8 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="attendee-message-heading" className="text-xl font-semibold text-forest-950">
        Message this session's attendees
      </h2>
      <p className="-mt-2 text-sm text-ink/80">
        Sent by e-mail to everyone with a confirmed place and each booker, each address once.
      </p>
      <form.Form {...form.props} aria-labelledby="attendee-message-heading" className="grid gap-3" noValidate>
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="session_id" value={sessionId} />
        <TextField {...form.field("subject")} label="Subject" maxLength={MESSAGE_SUBJECT_MAX} required />
        <TextAreaField {...form.field("body")} label="Message" rows={5} maxLength={MESSAGE_BODY_MAX} required />
        <div aria-live="polite">
          {answer?.ok && (
            <p className="rounded-xl bg-forest-50 px-4 py-3 font-semibold text-forest-950">{answer.message}</p>
          )}
        </div>
        {answer && !answer.ok && !answer.field && <ErrorBox id={form.messageId}>{answer.message}</ErrorBox>}
        <div>
          <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
            Send the message
          </button>
        </div>
      </form.Form>
    </div>
  );
}

const checkedInText = (at: string | null) => (at ? `Checked in at ${formatClubTime(at)}` : "Not yet");

/** /admin/programme/{id}/check-in: the session (today's by default), the ticket field, and the session's attendees. */
export function ItemCheckInPage({
  data,
  result,
}: {
  data: ItemCheckInData;
  result?: CheckInResult | AttendeeMessageResult;
}) {
  const { item, session, attendees, mayCheckIn } = data;
  const messageResult =
    result && "intent" in result && result.intent === "message" ? (result as AttendeeMessageResult) : undefined;
  const checkInResult = messageResult ? undefined : (result as CheckInResult | undefined);
  const today = clubToday();
  return (
    <section aria-labelledby="check-in-heading">
      {mayCheckIn && (
        <p className="text-sm">
          <Link to="/admin/check-in" className={linkClass}>
            Programme check-in
          </Link>
        </p>
      )}
      <h1 id="check-in-heading" className="mt-2 font-display text-3xl text-forest-950">
        {`Check-in: ${item.title}`}
      </h1>
      <p className="mt-2 text-ink/80">
        {KIND_LABELS[item.kind]} · {placeText(item)}
      </p>
      <p id="attendees-csv-what" className="mt-2 text-sm text-ink/80">
        Every session's attendees, a ticket a line:{" "}
        <CsvLink href={`/api/admin/programme/${item._id}/attendees.csv`} describedBy="attendees-csv-what" />
      </p>
      {!session ? (
        <p className="mt-6 rounded-2xl bg-forest-50 p-6 font-semibold text-forest-950">{m.noSessions}</p>
      ) : (
        <>
          <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
            <div className="min-w-0 flex-1 basis-64">
              <label htmlFor="check-in-session" className="block text-sm font-semibold text-forest-950">
                Session
              </label>
              <select
                id="check-in-session"
                name="session"
                defaultValue={session._id}
                key={session._id}
                className="field mt-1 w-full"
              >
                {item.sessions.map((s) => (
                  <option key={s._id} value={s._id}>
                    {`${sessionText(s)}${s.day === today ? " (today)" : ""}`}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn h-11">
              Show
            </button>
          </Form>
          <h2 className="mt-6 text-xl font-semibold text-forest-950">{sessionText(session)}</h2>
          {session.cancelled ? (
            <p className="mt-4 rounded-2xl bg-[#fef3f2] p-4 font-semibold text-[#7a1a12]">
              {programmeMessages.sessionCancelledCheckIn}
            </p>
          ) : (
            mayCheckIn && <TicketCheckIn sessionId={session._id} result={checkInResult} />
          )}
          {attendees && <AttendeeList attendees={attendees} />}
          <AttendeeMessage key={session._id} sessionId={session._id} result={messageResult} />
        </>
      )}
    </section>
  );
}

function AttendeeList({ attendees }: { attendees: SessionAttendees }) {
  const list = attendees.attendees;
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-forest-950">Attendees</h2>
      <p className="mt-1 text-sm text-ink/80">{`${attendees.checked_in} of ${list.length} checked in`}</p>
      {list.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-forest-50 p-6 font-semibold text-forest-950">{m.noAttendees}</p>
      ) : (
        <ul aria-label="Attendees" className="mt-3 grid gap-2">
          {list.map((a) => (
            <li
              key={a.ticket}
              className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-white px-4 py-3 shadow-sm"
            >
              <span>
                <span className="font-semibold text-forest-950">{a.name}</span>
                <span className="block font-mono text-sm text-ink/80">{a.ticket}</span>
                {a.booker !== a.name && <span className="block text-sm text-ink/80">{`Booked by ${a.booker}`}</span>}
              </span>
              <span className={a.checked_in_at ? "font-semibold text-forest-900" : "text-ink/80"}>
                {checkedInText(a.checked_in_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /admin/check-in: the front office's way in — a ticket checked in at its item's session today, and the events,
 * retreats and courses to come, each with its check-in page (its attendees, another session).
 */
export function CheckInDeskPage({ list, result }: { list: OfficeProgrammeList; result?: CheckInResult }) {
  const [search] = useSearchParams();
  const today = clubToday();
  return (
    <section aria-labelledby="check-in-desk-heading">
      <h1 id="check-in-desk-heading" className="font-display text-3xl text-forest-950">
        Programme check-in
      </h1>
      <p className="mt-2 text-ink/80">
        A ticket is checked in at its event's, retreat's or course's session today. To see who has come, or to check in
        at another session, open the item below.
      </p>
      <TicketCheckIn result={result} />
      <h2 className="mt-8 text-xl font-semibold text-forest-950">To come</h2>
      <QueueCount
        path="/admin/check-in"
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["item", "items"]}
      />
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-forest-50 p-6 font-semibold text-forest-950">{m.noneUpcoming}</p>
      ) : (
        <ul aria-label="Events, retreats and courses to come" className="mt-3 grid gap-2">
          {list.items.map((item) => {
            const todays = item.sessions.filter((s) => s.day === today);
            const next = todays[0] ?? item.sessions.find((s) => s.day > today) ?? item.sessions[0];
            return (
              <li
                key={item._id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-white px-4 py-3 shadow-sm"
              >
                <span>
                  <span className="font-semibold text-forest-950">{item.title}</span>
                  <span className="block text-sm text-ink/80">
                    {`${KIND_LABELS[item.kind]} · ${placeText(item)} · ${item.registrations} confirmed registrations`}
                  </span>
                  {next && (
                    <span className="block text-sm text-ink/80">
                      {`${todays.length ? "Today" : "Next"}: ${sessionText(next)}`}
                    </span>
                  )}
                </span>
                <Link
                  to={`/admin/programme/${item._id}/check-in`}
                  className={linkClass}
                  aria-label={`Check-in at ${item.title}`}
                >
                  Check-in
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

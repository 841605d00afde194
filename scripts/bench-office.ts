/**
 * npm run bench:office — the club office at the club's data and at ten times it, on PostgreSQL. For each scale it
 * makes a database of its own on the server at BENCH_OFFICE_URL (postgres://postgres@127.0.0.1:5432 by default;
 * bench_office_1x and bench_office_10x, dropped and made again), runs the app's migrations and the demo seed, then
 * fills it with bulk SQL (generate_series) in the demo's proportions:
 *
 *   10×: 10,000 villas, 20,000 members, 200,000 stays, 1,000,000 audit entries (1×: a tenth of each); a third of the
 *   stays paid online (invoiced, some with extra guests; the cancelled ones credited and refunded), the verified
 *   instalments invoiced, one member in ten with a Full Membership year; every receipt with its UTR (and the Full
 *   Membership years paid by receipt), every agreement sealed with its reference (what the office's search finds)
 *
 * and, with the production build's pages (the app in a process of its own for each scale,
 * scripts/bench-api-server.ts), loads each office page and list signed in as an administrator (a session made through
 * the login endpoint, as the tests make theirs) with autocannon, at each scale in turn so that both meet the same load
 * of the machine. The reference is the SQL the app ran for the same page at 10×, captured from pg and replayed bare
 * through a pg.Pool at the same concurrency (as bench:api does). It prints, per page: p50 at 1× and 10×, the SQL's p50
 * at 10× and the ratios. Goal: every page ≤ 300 ms p50 at 10× (a download, CSV or XLSX: ≤ 1 s — a file the person
 * waits for, whose rows grow with the data) and ≤ 2× its SQL; the cost grows less than the data.
 *
 * BENCH_SECONDS (5 per page), BENCH_CONNECTIONS (2), BENCH_SCALES (1,10), BENCH_KEEP=1 keeps the databases,
 * BENCH_PAGES=text[,text…] measures only the pages whose title holds one (e.g. BENCH_PAGES=collections,occupancy), BENCH_OFFICE_DB names
 * the databases (bench_office: bench_office_1x, bench_office_10x).
 */
import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { addClubDays, clubToday } from "../common/club-time.ts";
import { openDatabase } from "../server/db/open.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { projectRoot } from "../server/paths.ts";
import { loadApp, replay, ServerProcess, type Figures } from "./support/bench-load.ts";

const SERVER = process.env.BENCH_OFFICE_URL ?? "postgres://postgres@127.0.0.1:5432";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 1);
const SCALES = (process.env.BENCH_SCALES ?? "1,10").split(",").map(Number);
const ONLY_PAGES = process.env.BENCH_PAGES;
const DATABASE_PREFIX = process.env.BENCH_OFFICE_DB ?? "bench_office";
const GOAL_MS = 300;
/** A download (CSV, XLSX) is a file the person waits for, not a page they read: its own budget. */
const DOWNLOAD_GOAL_MS = 1_000;
const GOAL_RATIO = 2;
const isDownload = (title: string) => /\b(CSV|XLSX)\b/.test(title);
const timeGoal = (title: string) => (isDownload(title) ? DOWNLOAD_GOAL_MS : GOAL_MS);

/** The shape at 1×; 10× is ten times each. */
const SHAPE = { villas: 1_000, members: 2_000, stays: 20_000, audit: 100_000 };
const ADMIN = { email: "bench-admin@example.org", password: "bench-office-admin-42" };

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Akash",
  "Ananya",
  "Arjun",
  "Asha",
  "Deepa",
  "Dev",
  "Divya",
  "Gaurav",
  "Ishaan",
  "Kavya",
  "Kiran",
  "Lakshmi",
  "Manish",
  "Meera",
  "Neha",
  "Nikhil",
  "Pooja",
  "Priya",
  "Rahul",
  "Ravi",
  "Rohan",
  "Sanjay",
  "Shreya",
  "Sunita",
  "Tara",
  "Varun",
  "Vikram",
  "Zoya",
];
const LAST_NAMES = [
  "Agarwal",
  "Bhatt",
  "Chopra",
  "Das",
  "Desai",
  "Gill",
  "Gupta",
  "Iyer",
  "Jain",
  "Joshi",
  "Kapoor",
  "Khan",
  "Kumar",
  "Mehta",
  "Menon",
  "Mishra",
  "Nair",
  "Pandey",
  "Patel",
  "Rao",
  "Reddy",
  "Sharma",
  "Singh",
  "Sinha",
  "Thakur",
  "Verma",
];
const ACTIONS = [
  "application.submitted",
  "bank-account.added",
  "catalogue.villa.updated",
  "claim-months.set",
  "conveyance.completed",
  "enquiry.replied",
  "expense-claim.approved",
  "expense-claim.paid",
  "identity-document.submitted",
  "member.kyc_viewed",
  "membership.activated",
  "moa.signed",
  "moa.countersigned",
  "payment-plan.created",
  "payment-step.paid",
  "payment-step.verified",
  "payment-step.rejected",
  "stay.booked",
  "stay.checked-in",
  "stay.checked-out",
  "stay.cancelled",
  "staff.invited",
];
const sqlList = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;

/** The demo catalogue and office (the app's seed), then the bulk rows of the scale, then the statistics. */
async function seed(url: string, scale: number): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await seedDatabase(database.db, true);
  } finally {
    await database.close();
  }
  const n = {
    villas: SHAPE.villas * scale,
    members: SHAPE.members * scale,
    stays: SHAPE.stays * scale,
    audit: SHAPE.audit * scale,
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(text, values);
    console.log(`    ${what}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const today = clubToday();
  try {
    const first = sqlList(FIRST_NAMES);
    const last = sqlList(LAST_NAMES);
    // the villas: copies of the demo's (their kinds, locations and blocks, so in the demo's proportions), numbered on
    await step(
      "villas",
      `insert into properties (property_type_id, block_id, name, image, sqft, bedrooms, kitchen, living_area, highlights, villa_number,
         view, construction_status, price, price_per_night, location, rating, reviews, popularity, gallery, amenities, max_adults, max_children)
       select t.property_type_id, t.block_id, t.name || ' ' || g, t.image, t.sqft, t.bedrooms, t.kitchen, t.living_area, t.highlights,
         coalesce(split_part(t.villa_number, '-', 1), 'X') || '-' || (1000 + g), t.view, t.construction_status, t.price,
         t.price_per_night, t.location, t.rating, t.reviews, (g * 131) % 1000, t.gallery, t.amenities, t.max_adults, t.max_children
       from generate_series(1, $1::int - (select count(*) from properties)::int) g
       join (select p.*, row_number() over (order by p.id) - 1 as k, count(*) over () as total from properties p) t
         on t.k = g % t.total`,
      [n.villas],
    );
    // members: names of the lists, joined over three years
    await step(
      "members",
      `insert into users (name, email, password_hash, role, is_kyc_done, is_family_details_done, created_at)
       select (${first})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${last})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
         'member-' || g || '@example.org', '-', 'member', g % 10 < 7, g % 10 < 6,
         now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second'
       from generate_series(1, $1::int) g`,
      [n.members],
    );
    await client.query(
      `create temp table seed_members as select row_number() over (order by email) - 1 as n, id, name, email from users where role = 'member'`,
    );
    await client.query(
      `create temp table seed_villas as select row_number() over (order by id) - 1 as n, id from properties`,
    );
    await client.query(
      `create temp table seed_staff as select row_number() over (order by email) - 1 as n, id, role from users where role <> 'member'`,
    );
    await client.query(
      `create index on seed_members (n); create index on seed_villas (n); create index on seed_staff (n); analyze seed_members, seed_villas, seed_staff`,
    );
    await step(
      "identity details (KYC) of 7 in 10",
      `insert into kyc_details (user_id, father_name, dob, phone_no, current_address, permanent_address, verification_doc_number_enc,
         account_holder_name, bank_name, account_number_enc, branch_name, ifsc_code, document_status)
       select m.id, 'Father of ' || m.name, '1980-01-01', '+91 9' || lpad(((m.n * 7919) % 1000000000)::text, 9, '0'),
         m.n || ' MG Road, Shimla', m.n || ' MG Road, Shimla', 'sealed', m.name, 'State Bank of India', 'sealed', 'Shimla', 'SBIN0000718',
         case when m.n % 33 = 0 then 'submitted' else 'approved' end
       from seed_members m join users u on u.id = m.id where u.is_kyc_done`,
    );
    // 4 in 10 applied for a villa; 3 in 10 have a plan (one villa each), 1 in 20 plans cancelled
    await step(
      "applications",
      `insert into applications (user_id, property_id, confirm_details, confirm_membership, submitted_at)
       select m.id, v.id, true, true, case when m.n % 2 = 0 then now() - (m.n % 300) * interval '1 day' end
       from seed_members m join seed_villas v on v.n = (m.n / 10 * 3 + m.n % 10) % ${n.villas} where m.n % 10 < 4`,
    );
    await step(
      "payment plans",
      `insert into payment_plans (user_id, property_id, payment_mode, payment_steps, total_amount, status, created_at)
       select m.id, v.id, 'installments', 1 + m.n % 5, 2500000 + (m.n % 40) * 50000,
         case when m.n % 20 = 0 then 'cancelled' else 'pending' end, now() - (m.n % 700) * interval '1 day'
       from seed_members m join seed_villas v on v.n = (m.n / 10 * 3 + m.n % 10) % ${n.villas} where m.n % 10 < 3`,
    );
    await step(
      "payment steps (some paid, some awaiting accounts)",
      `insert into payment_steps (plan_id, step, step_name, amount, due_label, due_date, status, payment_date, verification, verified_at,
         invoice_number)
       select p.id, s, 'Instalment ' || s, p.total_amount / p.payment_steps, 'Month ' || s, to_char(p.created_at + s * interval '30 days', 'YYYY-MM-DD'),
         case when s <= paid then 'paid' else 'pending' end,
         case when s <= paid then p.created_at + s * interval '30 days' end,
         case when s < paid then 'verified' when s = paid then (case when h % 7 = 0 then 'awaiting' else 'verified' end) end,
         case when s < paid or (s = paid and h % 7 <> 0) then p.created_at + s * interval '31 days' end,
         case when s < paid or (s = paid and h % 7 <> 0) then 'VWC-INV-S-' || p.id || '-' || s end
       from (select p.*, abs(hashtext(p.id::text)) as h, abs(hashtext(p.id::text)) % (p.payment_steps + 1) as paid from payment_plans p) p,
         generate_series(1, p.payment_steps) s`,
    );
    await step(
      "receipts of the paid steps (their files; those awaiting accounts in the payments queue)",
      `with paid as (select s.*, p.user_id from payment_steps s join payment_plans p on p.id = s.plan_id where s.status = 'paid'),
       files as (
         insert into stored_files (owner_id, purpose, storage_key, content_type, size, original_name, sha256)
         select user_id, 'receipt', 'bench/receipt/' || id, 'application/pdf', 1000, 'receipt.pdf', md5(id::text) from paid
         returning id, storage_key)
       insert into payment_receipts (plan_id, step, file_id, amount, submitted_by, submitted_at, status, decided_at)
       select paid.plan_id, paid.step, f.id, paid.amount, paid.user_id, paid.payment_date, paid.verification, paid.verified_at
       from paid join files f on f.storage_key = 'bench/receipt/' || paid.id`,
    );
    await step(
      "files and signed agreements (1 in 20 members)",
      `with signed as (
         select p.id as plan_id, p.user_id, p.property_id, row_number() over (order by p.id) as k from payment_plans p
         where p.status <> 'cancelled' and abs(hashtext(p.id::text)) % 6 = 0),
       files as (
         insert into stored_files (owner_id, purpose, storage_key, content_type, size, original_name, sha256)
         select user_id, purpose, 'bench/' || plan_id || '/' || purpose, 'application/pdf', 1000, purpose || '.pdf', md5(plan_id::text || purpose)
         from signed, unnest(array['moa-signature', 'moa-pdf']) purpose returning id, owner_id, purpose)
       insert into moa_agreements (user_id, plan_id, property_id, signature_file_id, pdf_file_id, pdf_sha256, lease_start, status,
         countersigned_at, executed_pdf_file_id, executed_sha256)
       select s.user_id, s.plan_id, s.property_id, sig.id, pdf.id, md5(s.plan_id::text), '2026-01-01',
         case when s.k % 5 = 0 then 'awaiting-countersign' else 'executed' end,
         case when s.k % 5 <> 0 then now() end, case when s.k % 5 <> 0 then pdf.id end, case when s.k % 5 <> 0 then md5('x' || s.plan_id) end
       from signed s join files sig on sig.owner_id = s.user_id and sig.purpose = 'moa-signature'
         join files pdf on pdf.owner_id = s.user_id and pdf.purpose = 'moa-pdf'`,
    );
    // what the office's search finds by reference (decision 043) beside the invoice numbers: each receipt's UTR and each
    // agreement's sealed reference (MOA-…)
    await step(
      "UTRs of the receipts",
      `update payment_receipts r set utr = 'SBIN' || lpad(v.n::text, 12, '0')
       from (select id, row_number() over (order by id) as n from payment_receipts) v where v.id = r.id`,
    );
    await step(
      "agreements sealed (their references)",
      `insert into sealed_documents (kind, reference, code, agreement_id, issued_at)
       select 'agreement', 'MOA-' || upper(left(a.id::text, 8)), substr(md5(a.id::text), 1, 12), a.id, a.signed_at
       from moa_agreements a on conflict do nothing`,
    );
    // stays: 20 a villa over a year and a half around today, 27 days apart (never on one another's nights); one in ten
    // cancelled, past ones checked out (one in twenty a no-show), today's guests in house, 1 in 20 booked by phone; a
    // third paid online a month before arriving (invoiced), one in fifteen with an extra guest
    await step(
      "stays (the villas' nights by the bookings trigger)",
      `insert into bookings (reference, user_id, property_id, check_in, check_out, adults, children, status, guest, nights, price_per_night,
         room_charges, taxes, extra_guests, extra_guest_charge, total, payment_method, source, created_at, paid_at, razorpay_payment_id,
         invoice_number)
       select 'VWC-S-' || lpad(g::text, 7, '0'), case when g % 20 = 7 then null else m.id end, v.id,
         to_char(d.check_in, 'YYYY-MM-DD'), to_char(d.check_in + d.nights, 'YYYY-MM-DD'), case when g % 15 = 0 then 3 else 2 end, g % 3,
         case when g % 10 = 1 then 'cancelled'
           when d.check_in + d.nights <= $2::date then (case when g % 20 = 0 then 'no-show' else 'checked-out' end)
           when d.check_in <= $2::date then 'checked-in'
           else 'confirmed' end,
         jsonb_build_object('firstName', split_part(m.name, ' ', 1), 'lastName', split_part(m.name, ' ', 2), 'phone', '+91 98' || lpad((g % 100000000)::text, 8, '0'), 'email', m.email),
         d.nights, 6000, 6000 * d.nights, 720 * d.nights, case when g % 15 = 0 then 1 else 0 end,
         case when g % 15 = 0 then 1000 * d.nights else 0 end, (case when g % 15 = 0 then 7720 else 6720 end) * d.nights,
         case when g % 3 = 0 then 'razorpay' else 'cod' end, case when g % 20 = 7 then 'phone' else 'online' end, d.check_in - 30,
         case when g % 3 = 0 then d.check_in - 30 + (g % 86400) * interval '1 second' end,
         case when g % 3 = 0 then 'pay_bench_' || g end, case when g % 3 = 0 then 'VWC-INV-B-' || g end
       from generate_series(0, $1::int - 1) g
       cross join lateral (select $2::date - 360 + (g / ${n.villas}) * 27 + (g % ${n.villas}) % 20 as check_in, 1 + (g * 7919) % 7 as nights) d
       join seed_villas v on v.n = g % ${n.villas}
       join seed_members m on m.n = (g * 13) % ${n.members}`,
      [n.stays, today],
    );
    await step(
      "stays paid online and cancelled: credited and refunded through Razorpay",
      `with paid as (
         select b.*, row_number() over (order by b.id) as k from bookings b
         where b.status = 'cancelled' and b.invoice_number is not null),
       notes as (
         insert into credit_notes (number, year, serial, user_id, invoice_number, invoice_issued_at, invoice_kind, booking_id, billed_to,
           lines, amount, reason, issued_at)
         select 'VWC-CN-B-' || k, 2000, k, user_id, invoice_number, paid_at, 'stay', id, jsonb_build_object('name', 'Guest', 'email', 'g@example.org'),
           jsonb_build_array(jsonb_build_object('description', 'Stay ' || reference, 'amount', total)), total, 'Cancelled', paid_at + interval '2 days'
         from paid returning id, booking_id, user_id, amount, issued_at),
       owed as (
         insert into refunds (kind, user_id, what, amount_owed, amount_refunded, status, method, razorpay_payment_id, credit_note_id, booking_id,
           paid_on, reference, created_at)
         select 'stay-cancelled', n.user_id, 'Stay ' || b.reference, n.amount, n.amount, 'refunded', 'razorpay', b.razorpay_payment_id, n.id, b.id,
           to_char(n.issued_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), 'rfnd_bench_' || b.id, n.issued_at
         from notes n join bookings b on b.id = n.booking_id returning id, amount_owed, paid_on, reference, created_at)
       insert into refund_payments (refund_id, amount, paid_on, reference, via, recorded_at)
       select id, amount_owed, paid_on, reference, 'razorpay', created_at from owed`,
    );
    await step(
      "Full Membership years (one member in ten, paid over two years)",
      `insert into memberships (user_id, status, number, amount, paid_via, terms_accepted_at, starts_on, valid_until, invoice_number, paid_at,
         razorpay_payment_id)
       select m.id, 'active', 'VWC-M-B-' || m.n, 100000, case when m.n % 2 = 0 then 'razorpay' else 'receipt' end, p.at,
         to_char(p.at, 'YYYY-MM-DD'), to_char(p.at + interval '1 year', 'YYYY-MM-DD'), 'VWC-INV-M-' || m.n, p.at,
         case when m.n % 2 = 0 then 'pay_bench_m_' || m.n end
       from seed_members m cross join lateral (select now() - (m.n % 700) * interval '1 day' as at) p where m.n % 10 = 9`,
    );
    await step(
      "UTRs of the Full Membership years paid by receipt",
      `update memberships m set utr = 'HDFC' || lpad(v.n::text, 12, '0')
       from (select id, row_number() over (order by id) as n from memberships where paid_via = 'receipt') v where v.id = m.id`,
    );
    await step(
      "blocks (1 villa in 100, between two stays)",
      `insert into stay_blocks (property_id, start_date, end_date, reason, note)
       select v.id, to_char($1::date + 10 + (v.n % 20)::int, 'YYYY-MM-DD'), to_char($1::date + 14 + (v.n % 20)::int, 'YYYY-MM-DD'), 'maintenance', 'Roof'
       from seed_villas v where v.n % 100 = 3`,
      [addClubDays(today, -360 + 27 * 13)],
    );
    // the audit log: three years of entries, a third by staff, the rest by members on their own records; entries
    // written in one transaction share their moment (one in four here)
    await step(
      "audit entries",
      `insert into audit_events (user_id, actor_role, member_id, action, subject_id, detail, ip, created_at)
       select case when g % 3 = 0 then s.id else m.id end, case when g % 3 = 0 then s.role else 'member' end, m.id,
         (${sqlList(ACTIONS)})[1 + (g * 31) % ${ACTIONS.length}], md5(g::text),
         jsonb_build_object('step', g % 5, 'before', 'pending', 'after', 'paid'), '203.0.113.' || (1 + g % 250),
         now() - ((g - g % 4) * (1095.0 / $1::int)) * interval '1 day'
       from generate_series(1, $1::int) g
       join seed_members m on m.n = (g * 7) % ${n.members}
       join seed_staff s on s.n = g % (select count(*) from seed_staff)`,
      [n.audit],
    );
    await step(
      "claims (1 member in 10, six months)",
      `insert into expense_claims (user_id, year, month, status, amount, review, reviewed_at, created_at)
       select m.id, 2026, mo, 'claimed', 5000 + mo * 100,
         (array['open', 'open', 'approved', 'refused', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid'])[1 + (m.n + mo) % 10],
         case when (m.n + mo) % 10 >= 2 then now() end, now() - (12 - mo) * interval '30 days'
       from seed_members m, generate_series(1, 6) mo where m.n % 10 = 5`,
    );
    await step(
      "enquiries (one a member in four, each with its message)",
      `with e as (
         insert into enquiries (name, email, phone, topic, status, created_at)
         select m.name, m.email, null, (array['stay', 'ownership', 'membership', 'donation', 'other'])[1 + m.n % 5],
           (array['new', 'answered', 'closed', 'closed'])[1 + m.n % 4], now() - (m.n % 700) * interval '1 day'
         from seed_members m where m.n % 4 = 1 returning id, created_at)
       insert into enquiry_messages (enquiry_id, direction, body, created_at) select id, 'in', 'Is a villa free in March?', created_at from e`,
    );
    await step(
      "donation pledges (one a member in four)",
      `insert into donation_pledges (reference, name, email, amount, currency, kind, frequency, causes, created_at)
       select 'VWC-D-' || m.n, m.name, m.email, 1000 + (m.n % 50) * 500, 'INR', case when m.n % 3 = 0 then 'monthly' else 'once' end,
         case when m.n % 3 = 0 then 'monthly' end, array['trees'], now() - (m.n % 900) * interval '1 day'
       from seed_members m where m.n % 4 = 2`,
    );
    const passwordHash = await hash(ADMIN.password);
    await client.query(
      `insert into users (name, email, password_hash, role) values ('Bench Administrator', $1, $2, 'admin')`,
      [ADMIN.email, passwordHash],
    );
    const started = Date.now();
    await client.query("vacuum analyze");
    console.log(`    vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** The office's pages and lists measured, in the table's order (the days are the club's). */
function officePages(): { title: string; path: string }[] {
  const today = clubToday();
  const weekAgo = addClubDays(today, -6);
  const yearAgo = addClubDays(today, -364);
  return [
    { title: "home", path: "/admin" },
    { title: "members", path: "/admin/members" },
    { title: "members ?q= (a part of a name)", path: "/admin/members?q=nai" },
    { title: "members ?q= (a part of an e-mail)", path: "/admin/members?q=member-1234" },
    { title: "members ?q= (a phone's digits)", path: "/admin/members?q=9001" },
    { title: "audit", path: "/admin/audit" },
    { title: "audit, page 40", path: "/admin/audit?page=40" },
    {
      title: "audit ?action=…&from=&to= (a week)",
      path: `/admin/audit?action=payment-step.&from=${weekAgo}&to=${today}`,
    },
    { title: "audit ?member= (a part of a name)", path: "/admin/audit?member=meera" },
    { title: "audit CSV (a week)", path: `/api/admin/audit.csv?from=${weekAgo}&to=${today}` },
    { title: "stays desk day", path: "/admin/stays" },
    { title: "stays calendar", path: "/admin/stays/calendar?location=Solan" },
    { title: "payments", path: "/admin/payments" },
    { title: "claims", path: "/admin/claims" },
    { title: "enquiries", path: "/admin/enquiries" },
    { title: "catalogue", path: "/admin/catalogue" },
    { title: "donors", path: "/admin/donors" },
    { title: "members ?sort=balance", path: "/admin/members?sort=balance" },
    { title: "receivables", path: "/admin/reports/receivables" },
    { title: "receivables CSV", path: "/api/admin/reports/receivables.csv" },
    { title: "occupancy (every location)", path: "/admin/reports/occupancy" },
    { title: "occupancy ?location=", path: "/admin/reports/occupancy?location=Solan" },
    { title: "occupancy XLSX ?location=", path: "/api/admin/reports/occupancy.xlsx?location=Solan" },
    { title: "housekeeping sheet ?location=", path: "/admin/reports/occupancy/housekeeping?location=Solan" },
    { title: "collections (this month, by month)", path: "/admin/reports/collections" },
    {
      title: "collections ?group=location (a year)",
      path: `/admin/reports/collections?from=${yearAgo}&to=${today}&group=location`,
    },
    { title: "collections ?key= (a month's stays)", path: "/admin/reports/collections?group=kind&key=stay" },
    { title: "collections CSV (this month)", path: "/api/admin/reports/collections.csv" },
    { title: "collections XLSX (this month)", path: "/api/admin/reports/collections.xlsx" },
    // the office's search box (decision 043), as an administrator: every kind searched
    { title: "search ?q= (a part of a name)", path: "/admin/search?q=nai" },
    { title: "search ?q= (an e-mail)", path: "/admin/search?q=member-1234%40example.org" },
    { title: "search ?q= (2 characters)", path: "/admin/search?q=ra" },
    { title: "search ?q= (a stay reference, lower case)", path: "/admin/search?q=vwc-s-0012345" },
    { title: "search ?q= (an invoice number's start)", path: "/admin/search?q=vwc-inv-b-1" },
    { title: "search ?q= (a UTR)", path: "/admin/search?q=SBIN000000000321" },
    { title: "search ?q= (a membership ID)", path: "/admin/search?q=VWC-M-B-19" },
    { title: "search ?q= (a credit note number)", path: "/admin/search?q=VWC-CN-B-12" },
    // every office list's CSV
    { title: "members CSV (every member)", path: "/api/admin/members.csv" },
    { title: "members CSV ?sort=balance", path: "/api/admin/members.csv?sort=balance" },
    { title: "stays CSV (arriving this week)", path: "/api/admin/stays.csv?arriving=week" },
    { title: "receipts CSV (every receipt)", path: "/api/admin/payments.csv?status=all" },
    { title: "villas CSV (every villa)", path: "/api/admin/catalogue/villas.csv" },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.split(",").some((text) => page.title.includes(text)));
}

interface Measured {
  app: Figures;
  sql?: Figures;
  kb: number;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`the administrator's sign-in answered ${res.status}: ${await res.text()}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return `token=${token}`;
}

/** A database of its own for the scale, made anew, migrated and seeded; its address. */
async function databaseFor(scale: number): Promise<string> {
  const name = `${DATABASE_PREFIX}_${scale}x`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = `${SERVER}/${name}`;
  console.log(`\n${scale}×: seeding ${name}`);
  const started = Date.now();
  await seed(url, scale);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return url;
}

async function dropDatabases() {
  if (process.env.BENCH_KEEP) return;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  try {
    for (const scale of SCALES)
      await admin.query(`drop database if exists "${DATABASE_PREFIX}_${scale}x" with (force)`);
  } finally {
    await admin.end();
  }
}

interface Scale {
  scale: number;
  server: ServerProcess;
  headers: Record<string, string>;
  pool: pg.Pool | null;
}

/**
 * Each page at each scale in turn (so that both meet the same load of the machine), then at the largest its SQL bare.
 */
async function measureAll(scales: Scale[]): Promise<Map<number, Map<string, Measured>>> {
  const results = new Map<number, Map<string, Measured>>(scales.map((s) => [s.scale, new Map()]));
  console.log("");
  for (const page of officePages()) {
    const line: string[] = [];
    for (const { scale, server, headers, pool } of scales) {
      const captured = pool ? await server.capture([page.path], headers) : null;
      await loadApp(server.base, [page.path], {
        seconds: WARM_UP,
        connections: CONNECTIONS,
        headers,
        timeoutSeconds: 60,
      });
      const app = await loadApp(server.base, [page.path], {
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers,
        timeoutSeconds: 60,
      });
      let sqlFigures: Figures | undefined;
      if (pool && captured) {
        await replay(pool, captured, WARM_UP, CONNECTIONS);
        sqlFigures = await replay(pool, captured, SECONDS, CONNECTIONS);
      }
      const kb = (app.bytes ?? 0) / 1024;
      results.get(scale)!.set(page.title, { app, sql: sqlFigures, kb });
      line.push(
        `${scale}× ${ms(app.p50)} (${app.count}, ${kb.toFixed(0)} KB)${sqlFigures ? ` SQL ${ms(sqlFigures.p50)}` : ""}${app.failed ? ` ${app.failed} FAILED` : ""}`,
      );
    }
    console.log(`  ${page.title.padEnd(38)} ${line.join("   ")}`);
  }
  return results;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "—" : `${value.toFixed(1)} ms`);

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) throw new Error("the production build failed");
console.log(
  `bench:office — ${SECONDS} s a page after ${WARM_UP} s of warm-up, ${CONNECTIONS} connections, signed in as an administrator, answers compressed; ` +
    `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
);
const largest = Math.max(...SCALES);
const scales: Scale[] = [];
let byScale = new Map<number, Map<string, Measured>>();
try {
  const urls = new Map<number, string>();
  for (const scale of SCALES) urls.set(scale, await databaseFor(scale));
  for (const scale of SCALES) {
    const url = urls.get(scale)!;
    const server = await ServerProcess.start({ url }, { BENCH_WEB: "1", BENCH_LOG_LEVEL: "warn" });
    scales.push({
      scale,
      server,
      headers: { cookie: await signIn(server.base) },
      pool: scale === largest ? new pg.Pool({ connectionString: url, max: CONNECTIONS }) : null,
    });
  }
  byScale = await measureAll(scales);
} finally {
  for (const { server, pool } of scales) {
    await pool?.end();
    await server.stop();
  }
  await dropDatabases();
}

const smallest = Math.min(...SCALES);
const rows = officePages().map(({ title }) => {
  const small = byScale.get(smallest)?.get(title);
  const large = byScale.get(largest)?.get(title);
  const ratio = large?.sql ? large.app.p50 / large.sql.p50 : NaN;
  const inTime = large ? large.app.p50 <= timeGoal(title) && large.app.failed === 0 : false;
  const nearSql = large ? Number.isNaN(ratio) || ratio <= GOAL_RATIO : false;
  return [
    title,
    ms(small?.app.p50),
    ms(large?.app.p50),
    ms(large?.sql?.p50),
    Number.isNaN(ratio) ? "—" : `${ratio.toFixed(2)}×`,
    small && large ? `${(large.app.p50 / small.app.p50).toFixed(1)}×` : "—",
    inTime ? "yes" : "NO",
    nearSql ? "yes" : "NO",
  ];
});
console.log("");
printTable(
  [
    "page",
    `p50 ${smallest}×`,
    `p50 ${largest}×`,
    `SQL p50 ${largest}×`,
    "app/SQL",
    `${largest}×/${smallest}×`,
    "in time",
    `≤ ${GOAL_RATIO}× SQL`,
  ],
  rows,
);
const late = rows.filter((r) => r.at(-2) === "NO").length;
const farFromSql = rows.filter((r) => r.at(-1) === "NO").length;
console.log(
  `\ngoal: p50 ≤ ${GOAL_MS} ms for a page and ≤ ${DOWNLOAD_GOAL_MS} ms for a download at ${largest}× — ${late ? `${late} miss it` : "met by every one"}; ` +
    `≤ ${GOAL_RATIO}× its SQL — ${farFromSql ? `${farFromSql} miss it` : "met by every one"}; load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
);

function printTable(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

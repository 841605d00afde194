import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  hasMapping,
  MATCH_WINDOW_DAYS,
  reconciliationMessages as m,
  STATEMENT_FILE_FIELD,
  STATEMENT_MAX_BYTES,
  statementDetail,
  statementList,
  statementListQuery,
  statementMappingInput,
  statementSummary,
  matchAgainAnswer,
  unrecognisedStatement,
  verifyMatchedAnswer,
} from "../../../common/reconciliation.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };
const statementParams = z.object({ id: text("the statement").max(64) });

/**
 * The multipart upload of a statement: its one file (`file`), read whole up to the limit, and the mapping's fields
 * when they are sent.
 */
async function readStatementUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: { bytes: Buffer; name: string } }> {
  if (!request.isMultipart()) throw new AppError(400, m.noFile);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        if (part.fieldname !== STATEMENT_FILE_FIELD) throw new AppError(400, `${m.noFile} (field "file")`);
        file = { bytes: await part.toBuffer(), name: part.filename || "statement.csv" };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, m.tooLarge);
    if (code === "FST_FILES_LIMIT") throw new AppError(400, m.oneFileOnly);
    throw error;
  }
  return { fields, file };
}

/** Bank reconciliation: accounts (an administrator always) upload statements, read them and verify what they match. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/admin/reconciliation/statements",
    {
      preValidation: requireOffice("reconciliation"),
      bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ["office"],
        summary:
          "Uploads the club's bank statement (CSV): its credits are kept and matched to the receipts awaiting verification; audited",
        description:
          "multipart/form-data: `file`, the statement as the bank exports it (CSV, at most 5 MB). The columns of SBI's, HDFC " +
          "Bank's, ICICI Bank's, Axis Bank's and Kotak Mahindra Bank's exports, and a generic Date, Narration/Description, " +
          "Reference, Debit/Withdrawal, Credit/Deposit, Balance layout, are recognised under the lines before the header. " +
          "Otherwise 422 answers the header row found (`columns`): post the same file again with the mapping — " +
          "`date_column`, `description_column`, `reference_column`, `credit_column` or `amount_column` (with `type_column`, " +
          "its Cr/Dr, if it has one), each a column's position from 0, and `date_format` (dmy, mdy or ymd) — which is " +
          "saved for that header, so the next statement with those columns is recognised. Each credit is matched to a " +
          "receipt awaiting verification (an instalment's or a Full Membership purchase's) by the receipt's UTR in the " +
          `credit's reference or narration and its amount, then by amount and a date within ${MATCH_WINDOW_DAYS} days of ` +
          "the day paid (or the receipt's upload day) when there is one candidate each way. The same file twice answers 409.",
        consumes: ["multipart/form-data"],
        response: {
          201: envelope(z.object({ statement: statementSummary, matched: z.number().int() })),
          400: errorEnvelope,
          ...denied,
          409: errorEnvelope,
          413: errorEnvelope,
          422: envelope(unrecognisedStatement),
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readStatementUpload(request);
      if (!file || file.bytes.length === 0) throw new AppError(400, `${m.noFile} (field "file")`);
      let mapping = null;
      if (hasMapping(fields)) {
        const parsed = statementMappingInput.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError(400, `${issue.message} (${issue.path.join(".")})`);
        }
        mapping = parsed.data;
      }
      const answer = await services.reconciliation.upload(staffActor(request), { ...file, mapping });
      if (answer.kind === "unrecognised") return reply.code(422).send(ok(answer.header, m.unrecognised, 422));
      return reply
        .code(201)
        .send(
          ok(
            { statement: answer.statement, matched: answer.matched },
            m.uploaded(answer.statement.credits, answer.matched),
            201,
          ),
        );
    },
  );

  app.get(
    "/admin/reconciliation/statements",
    {
      preValidation: requireOffice("reconciliation"),
      schema: {
        tags: ["office"],
        summary:
          "The bank statements uploaded, newest first, with their credits, matches and matches awaiting verification",
        querystring: statementListQuery,
        response: { 200: envelope(statementList), ...denied },
      },
    },
    async (request) => ok(await services.reconciliation.list(request.query), m.list),
  );

  app.get(
    "/admin/reconciliation/statements/:id",
    {
      preValidation: requireOffice("reconciliation"),
      schema: {
        tags: ["office"],
        summary:
          "A bank statement: its credits matched to receipts (and how), its credits matched to none, and the receipts awaiting verification no credit pays",
        params: statementParams,
        response: { 200: envelope(statementDetail), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await services.reconciliation.get(request.params.id), m.statement),
  );

  app.post(
    "/admin/reconciliation/statements/:id/match",
    {
      preValidation: requireOffice("reconciliation"),
      schema: {
        tags: ["office"],
        summary:
          "Matches the statement's credits matched to none again, to the receipts awaiting verification now (one sent after the statement was uploaded); audited",
        params: statementParams,
        response: { 200: envelope(matchAgainAnswer), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const done = await services.reconciliation.matchAgain(staffActor(request), request.params.id);
      return ok(done, m.matchedAgain(done.matched));
    },
  );

  app.post(
    "/admin/reconciliation/statements/:id/verify",
    {
      preValidation: requireOffice("reconciliation"),
      schema: {
        tags: ["office"],
        summary:
          "Verifies every receipt matched to a credit of the statement that still awaits verification, each as one verification (invoice, audit row, mail); one decided already is skipped",
        params: statementParams,
        response: { 200: envelope(verifyMatchedAnswer), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const done = await services.reconciliation.verifyMatched(staffActor(request), request.params.id);
      return ok(done, m.verified(done.verified, done.skipped));
    },
  );
};

import { describe, expect, it } from "vitest";
import {
  columnKey,
  csvRows,
  findHeader,
  headerSignature,
  parseStatementAmount,
  parseStatementDay,
  readTransactions,
  recognisedLayout,
  utrsIn,
} from "./statement-csv.ts";

/* A bank statement's CSV read: its days, amounts, transaction references, header row and columns. */

describe("a statement's days", () => {
  it.each([
    ["31/05/2024", "dmy", "2024-05-31"],
    ["31-05-24", "dmy", "2024-05-31"],
    ["31.05.2024", "dmy", "2024-05-31"],
    ["31-May-2024", "dmy", "2024-05-31"],
    ["1 May 2024", "dmy", "2024-05-01"],
    ["01 May 24", "dmy", "2024-05-01"],
    ["31/05/2024 14:32:10", "dmy", "2024-05-31"],
    ["05/31/2024", "mdy", "2024-05-31"],
    ["May 31, 2024", "mdy", "2024-05-31"],
    ["2024-05-31", "ymd", "2024-05-31"],
    ["2024-05-31", "dmy", "2024-05-31"],
  ] as const)("reads %s written %s as %s", (cell, format, day) => {
    expect(parseStatementDay(cell, format)).toBe(day);
  });

  it.each([["31/02/2024"], ["05/31/2024"], ["Opening balance"], [""], ["8,06,500.20"]])("%s is no day", (cell) => {
    expect(parseStatementDay(cell, "dmy")).toBeNull();
  });
});

describe("a statement's amounts", () => {
  it.each([
    ["1,25,000.00", 12_500_000, null],
    ["125000", 12_500_000, null],
    ["₹ 2,500.5", 250_050, null],
    ["INR 7,777.00", 777_700, null],
    ["2,500.00 Cr", 250_000, "cr"],
    ["Dr 300.00", 30_000, "dr"],
    ["(1,000.00)", -100_000, "dr"],
    ["-300", -30_000, "dr"],
  ] as const)("reads %s", (cell, paise, side) => {
    expect(parseStatementAmount(cell)).toEqual({ paise, side });
  });

  it.each([[""], ["-"], ["n/a"], ["12.34.56"]])("%s is no amount", (cell) => {
    expect(parseStatementAmount(cell)).toBeNull();
  });
});

describe("a transfer's reference in a statement", () => {
  it("finds NEFT's 16 characters, RTGS's 22 and IMPS's and UPI's 12 digits between the narration's marks", () => {
    expect(utrsIn("BY TRANSFER-NEFT*HDFC0000240*N123261234567890*MEERA NAIR--")).toEqual(["N123261234567890"]);
    expect(utrsIn("NEFT CR-SBIN0001234-ASHA-SBIN426123456789")).toEqual(["SBIN426123456789"]);
    expect(utrsIn("RTGS/HDFCR52024061512345678/ASHA")).toEqual(["HDFCR52024061512345678"]);
    expect(utrsIn("UPI/CR/409912340077/SUNITA DEVI/PUNB/sunita@okaxis")).toEqual(["409912340077"]);
    expect(utrsIn("TRANSFER FROM 3199812307 CHQ 000412")).toEqual([]);
  });
});

describe("a statement's header", () => {
  it("compares column names without case, marks, (INR) or abbreviations", () => {
    expect(columnKey("Deposit Amount (INR )")).toBe("deposit amount");
    expect(columnKey("Withdrawal Amt.")).toBe("withdrawal amount");
    expect(columnKey("Chq./Ref.No.")).toBe("chq ref no");
    expect(headerSignature(["Date", "Narration", ""])).toBe(headerSignature(["DATE", "narration"]));
  });

  it("recognises a credit column, or an amount with its Cr/Dr (not the balance's)", () => {
    const kotak = recognisedLayout([
      "Sl. No.",
      "Date",
      "Description",
      "Chq / Ref No.",
      "Amount",
      "Dr / Cr",
      "Balance",
      "Dr / Cr",
    ]);
    expect(kotak).toMatchObject({
      format: "Kotak Mahindra Bank",
      layout: { date: 1, description: 2, reference: 3, credit: null, amount: 4, type: 5 },
    });
    expect(recognisedLayout(["Date", "Description", "Amount"])).toBeNull();
    expect(recognisedLayout(["Name", "Address", "Phone"])).toBeNull();
  });

  it("finds the header under the bank's lines before it, and reads the credits under it, debits counted", () => {
    const rows = csvRows(
      Buffer.from(
        "\uFEFFAccount Name :,CLUB TRUST\r\nPeriod,May\r\n\r\nDate,Particulars,Ref,Debit,Credit,Balance\r\n" +
          '01/05/2024,NEFT N123261234567890,,,"1,00,000.00","2,00,000.00"\r\n02/05/2024,BILL,,500.00,,"1,99,500.00"\r\nTotal,,,500.00,"1,00,000.00",\r\n',
      ),
    )!;
    const found = findHeader(rows, new Map());
    expect(found).toMatchObject({ found: true, index: 3, format: "Generic" });
    if (!found.found) return;
    expect(readTransactions(rows, found)).toMatchObject({
      from: "2024-05-01",
      to: "2024-05-02",
      debits: 1,
      credits: [{ row: 5, bookedOn: "2024-05-01", utr: "N123261234567890", amountPaise: 10_000_000 }],
    });
  });

  it("does not read a PDF or a spreadsheet as a CSV", () => {
    expect(csvRows(Buffer.from("%PDF-1.7\n1 0 obj"))).toBeNull();
    expect(csvRows(Buffer.from("PK\u0003\u0004xl/workbook.xml"))).toBeNull();
  });
});

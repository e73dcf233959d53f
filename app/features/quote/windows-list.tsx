import { SiteLink } from "~/components/site-link";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Options } from "~/components/options";
import { Field } from "~/features/forms/field";
import type { ProductType } from "~/features/quote/options";
import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { renderMessage } from "~/i18n/message-key";
import { quoteUi, type QuoteUi } from "~/i18n/parts/quote";
import {
  describeEstimate,
  estimate,
  MAX_IDENTICAL,
  MAX_WINDOW_ROWS,
  MOUNTS,
  ROOMS,
  sizeLimits,
  type EstimateWindow,
  type Mount,
} from "./estimate";
import { parseInches } from "./inches";
import { afterNextPaint } from "~/lib/after-next-paint";

/** The form names of a window row's fields (the API's repeated fields, docs/api.md). */
const NAMES = {
  room: "window_room",
  width: "window_width_in",
  height: "window_height_in",
  mount: "window_mount",
  quantity: "window_quantity",
} as const;

/** Rows shown before anything is typed: the script-free form cannot add one. */
const FIRST_ROWS = 3;

export type Row = { key: number; room: string; width: string; height: string; mount: string; quantity: string };

let nextKey = 0;
const emptyRow = (): Row => ({
  key: nextKey++,
  room: "Living Room",
  width: "",
  height: "",
  mount: "inside",
  quantity: "1",
});

/** Rows from a refused post's values (`window_width_in.0`, …), or three empty ones. */
function rowsFrom(values: Record<string, string>): Row[] {
  const count = Object.keys(values).filter((k) => k.startsWith(`${NAMES.width}.`)).length;
  if (count === 0) return Array.from({ length: FIRST_ROWS }, emptyRow);
  return Array.from({ length: count }, (_, i) => ({
    ...emptyRow(),
    room: values[`${NAMES.room}.${i}`] ?? "Living Room",
    width: values[`${NAMES.width}.${i}`] ?? "",
    height: values[`${NAMES.height}.${i}`] ?? "",
    mount: values[`${NAMES.mount}.${i}`] ?? "inside",
    quantity: values[`${NAMES.quantity}.${i}`] ?? "1",
  }));
}

export type Product = { type: ProductType | ""; model: string; material: string; installation: "yes" | "no" };

type Props = {
  product: Product;
  values: Record<string, string>;
  /** Messages from the server, keyed `windows.<n>.<field>` by the rows it was sent (filled ones, in order). */
  errors: Record<string, string>;
  /** The total of the listed windows (0 when none), for the spec's quantity field. */
  onTotal: (total: number) => void;
  /** Changes when the form was sent, to start again from empty rows. */
  resetKey: number;
};

/**
 * "Your windows" (issue 13): one row per window size, added and removed by keyboard or
 * touch, with the price range following what is typed. Without scripts the same three
 * rows post natively; empty rows are left out by the server.
 */
export function WindowsList({ product, values, errors, onTotal, resetKey }: Props) {
  const messages = useMessages(quoteUi);
  const { windows } = messages;
  const locale = useLocale();
  const [rows, setRows] = useState(() => rowsFrom(values));
  // A size's message waits until the field is left: "3" on the way to "36" is no mistake.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const leave = useCallback((key: number, field: string, value: string) => {
    // A size left empty has no message (the row is simply not sent), so it is not marked: its message then waits
    // until it is left with something in it. Every "Add a window" takes focus from the width field the last add
    // focused; marking that empty field rendered the whole list again inside the press.
    if (field !== "quantity" && value.trim() === "") return;
    const id = `${key}.${field}`;
    // The same set when nothing changes, so that React renders nothing.
    setTouched((t) => (t.has(id) ? t : new Set(t).add(id)));
  }, []);
  const focusNext = useRef<number | "add" | null>(null);
  const widthInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (resetKey === 0) return;
    setRows(Array.from({ length: FIRST_ROWS }, emptyRow));
    setTouched(new Set());
  }, [resetKey]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === null) return;
    // Focus moves once the added or removed row has painted: moving it lays the whole page out at once, which held
    // the press's own paint back (about 20 ms of the click at 4x CPU). The visitor sees the row, then the focus.
    void afterNextPaint().then(() => {
      if (target === "add") addButton.current?.focus();
      else widthInputs.current.get(target)?.focus();
    });
  }, [rows]);

  const live = useMemo(() => estimateRows(rows, product, messages, locale), [rows, product, messages, locale]);
  useEffect(() => onTotal(live.total), [live.total, onTotal]);

  // The rows' handlers keep their identity across renders, so that adding a row or typing in one renders that row
  // alone (WindowRow is memoised): with many rows, rendering all of them held each press back.
  const update = useCallback(
    (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r))),
    [],
  );
  const add = () => {
    const row = emptyRow();
    focusNext.current = row.key;
    setRows((all) => [...all, row]);
  };
  const remove = useCallback((key: number) => {
    setRows((all) => {
      const index = all.findIndex((r) => r.key === key);
      // Focus goes to the next row, else the previous one, else the Add button.
      const neighbour = all[index + 1] ?? all[index - 1];
      focusNext.current = neighbour ? neighbour.key : "add";
      return all.filter((r) => r.key !== key);
    });
  }, []);
  const widthInput = useCallback((key: number, element: HTMLInputElement | null) => {
    if (element) widthInputs.current.set(key, element);
    else widthInputs.current.delete(key);
  }, []);
  /** A row's messages: the estimate's once a field was left, else the server's (a refused native post). */
  const rowErrors = (key: number): RowErrors => {
    const message = (field: string) =>
      (touched.has(`${key}.${field}`) ? live.errors[`${key}.${field}`] : undefined) ??
      errors[serverKey(live, key, field)];
    return {
      width: message("width_in"),
      height: message("height_in"),
      mount: message("mount"),
      quantity: message("quantity"),
    };
  };

  return (
    <fieldset className="windows lead-form__wide" aria-describedby="windows-hint">
      <legend className="field__label">{windows.legend}</legend>
      <p className="field__hint" id="windows-hint">
        {windows.hint} <SiteLink to="/measure-guide">{windows.howToMeasure}</SiteLink>
      </p>
      <ol className="windows__list">
        {rows.map((row, i) => (
          <WindowRow
            key={row.key}
            row={row}
            index={i}
            errors={rowErrors(row.key)}
            onChange={update}
            onLeave={leave}
            onRemove={remove}
            widthInput={widthInput}
          />
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="button button--outline button--small windows__add script-only"
        onClick={add}
        disabled={rows.length >= MAX_WINDOW_ROWS}
      >
        {windows.add}
      </button>
      <div className="windows__estimate" aria-live="polite" aria-atomic="true">
        {live.text && (
          <>
            <p className="windows__range">{live.text}</p>
            <p className="field__hint">{messages.estimate.note}</p>
          </>
        )}
      </div>
    </fieldset>
  );
}

type RowErrors = {
  width: string | undefined;
  height: string | undefined;
  mount: string | undefined;
  quantity: string | undefined;
};

type RowProps = {
  row: Row;
  /** Its place in the list, from 0 ("Window 1"). */
  index: number;
  errors: RowErrors;
  onChange: (key: number, change: Partial<Row>) => void;
  onLeave: (key: number, field: string, value: string) => void;
  onRemove: (key: number) => void;
  /** Keeps the row's width field, where focus goes when the row is added. */
  widthInput: (key: number, element: HTMLInputElement | null) => void;
};

/** One window's fields. Memoised: it renders again only when its own values, place or messages change. */
const WindowRow = memo(function WindowRow({ row, index, errors, onChange, onLeave, onRemove, widthInput }: RowProps) {
  const { windows } = useMessages(quoteUi);
  const locale = useLocale();
  const { key } = row;
  return (
    <li className="windows__row">
      <fieldset className="windows__fields">
        <legend className="windows__legend">{format(windows.window, { number: index + 1 }, locale)}</legend>
        <Field label={windows.room} name={NAMES.room}>
          {(p) => (
            <select {...p} className="input" value={row.room} onChange={(e) => onChange(key, { room: e.target.value })}>
              <Options values={ROOMS} labels={windows.rooms} />
            </select>
          )}
        </Field>
        <Field label={windows.width} name={NAMES.width} error={errors.width}>
          {(p) => (
            <input
              {...p}
              ref={(element) => widthInput(key, element)}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="36 3/8"
              maxLength={12}
              value={row.width}
              onChange={(e) => onChange(key, { width: e.target.value })}
              onBlur={(e) => onLeave(key, "width_in", e.target.value)}
            />
          )}
        </Field>
        <Field label={windows.height} name={NAMES.height} error={errors.height}>
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="48"
              maxLength={12}
              value={row.height}
              onChange={(e) => onChange(key, { height: e.target.value })}
              onBlur={(e) => onLeave(key, "height_in", e.target.value)}
            />
          )}
        </Field>
        <Field label={windows.mount} name={NAMES.mount} error={errors.mount}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={row.mount}
              onChange={(e) => onChange(key, { mount: e.target.value })}
            >
              <Options values={MOUNTS} labels={windows.mounts} />
            </select>
          )}
        </Field>
        <Field label={windows.quantity} name={NAMES.quantity} error={errors.quantity}>
          {(p) => (
            <input
              {...p}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_IDENTICAL}
              step={1}
              value={row.quantity}
              onChange={(e) => onChange(key, { quantity: e.target.value })}
              onBlur={(e) => onLeave(key, "quantity", e.target.value)}
            />
          )}
        </Field>
        <button
          type="button"
          className="button button--outline button--small windows__remove script-only"
          onClick={() => onRemove(key)}
          aria-label={format(windows.removeWindow, { number: index + 1 }, locale)}
        >
          {windows.remove}
        </button>
      </fieldset>
    </li>
  );
}, sameRow);

/** Memo's comparison: the row's errors are a new object on every render of the list, so they compare by value. */
function sameRow(before: RowProps, after: RowProps): boolean {
  return (
    before.row === after.row &&
    before.index === after.index &&
    before.onChange === after.onChange &&
    before.onLeave === after.onLeave &&
    before.onRemove === after.onRemove &&
    before.widthInput === after.widthInput &&
    before.errors.width === after.errors.width &&
    before.errors.height === after.errors.height &&
    before.errors.mount === after.errors.mount &&
    before.errors.quantity === after.errors.quantity
  );
}

type Live = {
  text: string;
  total: number;
  /** Messages by `<row key>.<field>`. */
  errors: Record<string, string>;
  /** The row keys the server's `windows.<n>` refer to: the filled rows, in order. */
  sent: number[];
};

/** The rows' estimate and their messages as the visitor types (exported for the catalogue's tests). */
export function estimateRows(rows: Row[], product: Product, messages: QuoteUi, locale: Locale): Live {
  const texts = messages.estimate;
  const errors: Record<string, string> = {};
  const sent: number[] = [];
  const windows: EstimateWindow[] = [];
  const keys: number[] = [];
  for (const row of rows) {
    if (row.width.trim() === "" && row.height.trim() === "") continue;
    sent.push(row.key);
    const width = parseInches(row.width);
    const height = parseInches(row.height);
    const quantity = /^\d{1,2}$/.test(row.quantity.trim()) ? Number(row.quantity) : Number.NaN;
    if (row.width.trim() !== "" && width === null) errors[`${row.key}.width_in`] = messages.windows.widthInvalid;
    if (row.height.trim() !== "" && height === null) errors[`${row.key}.height_in`] = messages.windows.heightInvalid;
    if (width === null || height === null) continue;
    windows.push({ width_in: width, height_in: height, quantity, mount: row.mount as Mount });
    keys.push(row.key);
  }
  const total = windows.reduce((n, w) => n + (Number.isInteger(w.quantity) ? w.quantity : 0), 0);
  if (!product.type || !product.model || windows.length === 0) {
    const text = windows.length > 0 ? texts.chooseProduct : "";
    return { text, total, errors, sent };
  }
  const result = estimate({
    product_type: product.type,
    product_model: product.model,
    preferred_material: product.material,
    installation_required: product.installation,
    windows,
  });
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.fields)) {
      const [, index, field] = path.split(".");
      // The estimate's messages and the product types' names are in the quote's part of the catalogue.
      errors[`${keys[Number(index)]}.${field}`] ??= renderMessage(message, messages, locale);
    }
    const { width, height } = sizeLimits(product.type, product.model);
    const sizes = { minWidth: width[0], maxWidth: width[1], minHeight: height[0], maxHeight: height[1] };
    const text = format(texts.sizes, sizes, locale);
    return { text, total, errors, sent };
  }
  const text = format(texts.sentence, { estimate: describeEstimate(result.estimate, locale, messages) }, locale);
  return { text, total, errors, sent };
}

/** The server's key for a row's field: its place among the rows that were sent. */
function serverKey(live: Live, key: number, field: string): string {
  return `windows.${live.sent.indexOf(key)}.${field}`;
}

import { useEffect, useRef, useState } from "react";
import { Field } from "~/features/forms/field";
import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { quoteUi } from "~/i18n/parts/quote";
import { PHOTO_ACCEPT, PHOTO_FIELD, PHOTO_LIMITS, photoMessages, shownName } from "./photo-limits";

type Picked = { key: number; file: File; url: string };
let nextKey = 0;

const ACCEPTED = PHOTO_ACCEPT.split(",");
const MB = 1024 * 1024;

/**
 * "Photos of your windows" (issue 13): from the camera or the gallery on a phone, up to six,
 * with thumbnails and a Remove button each. The file input itself carries the chosen photos,
 * so the form posts them as it is, scripted or not; the server re-checks every rule.
 */
export function PhotosField({ error, resetKey }: { error?: string; resetKey: number }) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [message, setMessage] = useState<string>();
  const focusAfter = useRef<number | null>(null);
  const messages = useMessages(quoteUi);
  const { photos } = messages;
  const locale = useLocale();

  // The input holds exactly the listed photos (what the post sends).
  useEffect(() => {
    if (!input.current) return;
    const transfer = new DataTransfer();
    for (const p of picked) transfer.items.add(p.file);
    input.current.files = transfer.files;
  }, [picked]);

  useEffect(() => () => picked.forEach((p) => URL.revokeObjectURL(p.url)), [picked]);

  useEffect(() => {
    if (resetKey === 0) return;
    setPicked([]);
    setMessage(undefined);
  }, [resetKey]);

  useEffect(() => {
    const index = focusAfter.current;
    focusAfter.current = null;
    if (index === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  }, [picked]);

  function add(files: FileList | null) {
    const chosen = [...(files ?? [])].filter((f) => !picked.some((p) => p.file === f));
    let total = picked.reduce((n, p) => n + p.file.size, 0);
    const kept: Picked[] = [];
    let refused: string | undefined;
    const refusals = photoMessages(messages, locale);
    for (const file of chosen) {
      const name = shownName(file.name);
      if (picked.length + kept.length >= PHOTO_LIMITS.count) refused ??= refusals.count;
      else if (!ACCEPTED.includes(file.type)) refused ??= refusals.notAPhoto(name);
      else if (file.size > PHOTO_LIMITS.fileBytes) refused ??= refusals.tooLarge(name);
      else if (total + file.size > PHOTO_LIMITS.totalBytes) refused ??= refusals.total;
      else {
        total += file.size;
        kept.push({ key: nextKey++, file, url: URL.createObjectURL(file) });
      }
    }
    setMessage(refused);
    setPicked((all) => [...all, ...kept]);
  }

  function remove(index: number) {
    focusAfter.current = index;
    setMessage(undefined);
    setPicked((all) => {
      URL.revokeObjectURL(all[index]!.url);
      return all.filter((_, i) => i !== index);
    });
  }

  return (
    <div className="photos lead-form__wide">
      <Field
        label={photos.label}
        name={PHOTO_FIELD}
        error={message ?? error}
        hint={format(photos.hint, { count: PHOTO_LIMITS.count, megabytes: PHOTO_LIMITS.fileBytes / MB }, locale)}
      >
        {(p) => (
          <input
            {...p}
            ref={input}
            className="input photos__input"
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            onChange={(e) => add(e.target.files)}
          />
        )}
      </Field>
      {picked.length > 0 && (
        <ul className="photos__list" ref={list} aria-label={photos.chosen}>
          {picked.map((p, i) => (
            <li key={p.key} className="photos__item">
              <img src={p.url} alt={shownName(p.file.name)} className="photos__thumb" width={96} height={96} />
              <span className="photos__name">{shownName(p.file.name)}</span>
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => remove(i)}
                aria-label={format(photos.removePhoto, { name: shownName(p.file.name) }, locale)}
              >
                {photos.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { CONTROL_CLASS, Field, LABEL_CLASS } from '@/ui/form/Field'
import { bindChecked, bindValue } from '../bindControl'
import { CARD_FONTS, RADIUS_RANGE, type CardFont, type CardTheme } from './cardTheme'

const isFont = (value: string): value is CardFont => Object.hasOwn(CARD_FONTS, value)

/** The few theme settings a visitor can try on the secure fields: accent, surface, corner radius, font. */
export function ThemeControls({ id, theme, onTheme }: { id: string; theme: CardTheme; onTheme?: (theme: Partial<CardTheme>) => void }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-slate-900">Style the fields</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-accent`} className={LABEL_CLASS}>
              Accent colour
            </label>
            <div className="mt-2 flex items-center gap-3">
              <input
                id={`${id}-accent`}
                type="color"
                {...bindValue(theme.accent, onTheme ? (accent) => onTheme({ accent }) : undefined)}
                className="h-11 w-16 cursor-pointer rounded-control bg-white p-1 ring-1 ring-inset ring-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
              />
              <span className="font-mono text-sm text-slate-700">{theme.accent}</span>
            </div>
          </div>
          <fieldset className="min-w-0">
            <legend className={LABEL_CLASS}>Surface</legend>
            <div className="mt-2 flex gap-5">
              {(['light', 'dark'] as const).map((surface) => (
                <label key={surface} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={`${id}-surface`}
                    value={surface}
                    {...bindChecked(theme.surface === surface, onTheme ? (checked) => checked && onTheme({ surface }) : undefined)}
                    className="size-4 accent-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
                  />
                  {surface === 'light' ? 'Light' : 'Dark'}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id={`${id}-radius`} label="Corner radius">
            {(control) => (
              <div className="mt-2 flex items-center gap-3">
                <input
                  {...control}
                  type="range"
                  min={RADIUS_RANGE.min}
                  max={RADIUS_RANGE.max}
                  step={1}
                  {...bindValue(String(theme.radius), onTheme ? (radius) => onTheme({ radius: Number(radius) }) : undefined)}
                  className="h-11 w-full min-w-0 accent-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
                />
                <output htmlFor={control.id} className="w-12 shrink-0 text-right font-mono text-sm text-slate-700">
                  {theme.radius} px
                </output>
              </div>
            )}
          </Field>
          <Field id={`${id}-font`} label="Font">
            {(control) => (
              <select
                {...control}
                {...bindValue(theme.font, onTheme ? (font) => isFont(font) && onTheme({ font }) : undefined)}
                className={CONTROL_CLASS}
              >
                {Object.entries(CARD_FONTS).map(([value, font]) => (
                  <option key={value} value={value}>
                    {font.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
    </div>
  )
}

/** What every form with the invisible captcha says under its button, as hCaptcha's terms ask. */
export function CaptchaNotice() {
  return (
    <p className="mt-4 text-xs text-slate-600">
      This form is protected by hCaptcha; its{' '}
      <a href="https://www.hcaptcha.com/privacy" className="underline hover:text-slate-900">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://www.hcaptcha.com/terms" className="underline hover:text-slate-900">
        Terms of Service
      </a>{' '}
      apply.
    </p>
  )
}

/**
 * How we hire, step by step, each with how long it takes. The same process the seeded job
 * descriptions describe (a call with the hiring manager, a practical exercise, a conversation
 * with two future teammates, a reply to every application within ten working days).
 */
export type HiringStep = { title: string; duration: string; text: string }

export const HIRING_INTRO =
  'Five steps, usually about three weeks from application to offer. You will know what comes next at every stage, and who you will meet.'

export const HIRING_STEPS: readonly HiringStep[] = [
  {
    title: 'You apply',
    duration: 'Reply within 10 working days',
    text: 'Apply on the role’s page or send your CV to careers@cipherwell.com. A person on the hiring team reads every application, and everyone hears back, including when the answer is no.',
  },
  {
    title: 'Call with the hiring manager',
    duration: '30 minutes',
    text: 'What the role involves day to day, what you want from your next job, and your questions. We share the salary band in this call.',
  },
  {
    title: 'Practical exercise',
    duration: 'About 2 hours',
    text: 'A problem close to the real work, done in your own time (we pay for it) or in a paired session with two of our engineers. You choose. No whiteboard puzzles.',
  },
  {
    title: 'Meet the team',
    duration: '2 × 45 minutes',
    text: 'A conversation with two of your future teammates about how we work, and one with someone from another team you can ask anything.',
  },
  {
    title: 'Decision',
    duration: 'Within 3 working days',
    text: 'An offer, or specific feedback on what we saw and why. If it is an offer, you can speak to anyone in the company before you decide.',
  },
]

export const HIRING_ADJUSTMENTS =
  'Need an adjustment, such as extra time, captions or a different format for the exercise? Tell us when you apply or at any step, or write to careers@cipherwell.com.'

// A component's status, set as a tag on its stories' meta (`tags: ['stable']`) and shown in the sidebar.
// stable: its props are settled and it is used by the site; reuse it. experimental: it renders sample content
// (the product spec's hard-coded courses, articles, dashboard and labs) and its props will change when that
// content comes from the API. Every stories file carries exactly one (checked in scripts/storybook-docs.test.ts).
export const statuses = {
  stable: { label: 'stable', background: '#d6f1df', color: '#193b2d', description: 'Stable: ready to reuse' },
  experimental: {
    label: 'experimental',
    background: '#ffe3a2',
    color: '#4f3422',
    description: 'Experimental: its props may change',
  },
} as const;

export type Status = keyof typeof statuses;

export function statusOf(tags: readonly string[] | undefined): Status | undefined {
  return (Object.keys(statuses) as Status[]).find((status) => tags?.includes(status));
}

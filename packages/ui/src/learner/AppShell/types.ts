/** The signed-in learner as the shell shows them. */
export interface AppUser {
  /** First name; its first letter is the avatar's first initial. */
  firstName: string;
  /** Last name; its first letter is the avatar's second initial. */
  lastName: string;
  /** Shown in the account menu. */
  email: string;
}

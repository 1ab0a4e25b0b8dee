/** The signed-in learner as the shell shows them. */
export interface AppUser {
  firstName: string;
  lastName: string;
  email: string;
}

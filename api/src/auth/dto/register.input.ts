import type { RegistrationRequest } from '@site/contracts';
import { AccountDisplayName, AccountEmail, AccountUsername, NewPassword } from './account-fields.js';

export class RegisterInput implements RegistrationRequest {
  @AccountUsername()
  username: string;

  @AccountEmail()
  email: string;

  @NewPassword()
  password: string;

  @AccountDisplayName()
  display_name: string;
}

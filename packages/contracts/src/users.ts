export type UserRole = 'admin' | 'moderator' | 'regular';

export interface User {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  display_name: string;
  created_at: string;
  updated_at: string;
  post_count: number;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegistrationRequest {
  username: string;
  email: string;
  password: string;
  display_name: string;
}

export interface LoginResponse {
  access_token: string;
  user: User;
}

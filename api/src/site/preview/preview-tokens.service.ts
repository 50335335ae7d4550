import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type User, UsersService } from '../../users/index.js';
import { previewAreas, type RemotePreview } from './remote-preview.js';

/** An hour: long enough to try a build, short enough that a link passed around soon stops working. */
export const previewLifetimeSeconds = 60 * 60;
const audience = 'remote-preview';

interface PreviewClaims {
  area: string;
  manifest: string;
  /** The admin who signed it, and their session version then (as in a sign-in token). */
  sub: number;
  ver: number;
  exp: number;
}

/**
 * Signs and reads preview tokens. Their key is derived from the JWT secret, not the secret itself,
 * so a preview token can never pass as a sign-in token (nor the reverse). A token lives within the
 * signing admin's session: it is read against their session version in the database, so their
 * logout, password change or reset, or loss of the admin role ends it in every API process.
 */
@Injectable()
export class PreviewTokens {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    const secret = createHmac('sha256', config.jwtSecret).update('lightgun-hub remote preview').digest('base64url');
    this.jwt = new JwtService({
      secret,
      signOptions: { audience, expiresIn: previewLifetimeSeconds },
      verifyOptions: { audience },
    });
  }

  sign(area: string, manifestUrl: string, admin: User): { token: string; preview: RemotePreview } {
    const token = this.jwt.sign({ area, manifest: manifestUrl, sub: admin.id, ver: admin.sessionVersion });
    const { exp } = this.jwt.decode<PreviewClaims>(token);
    return { token, preview: { area, manifestUrl, expiresAt: exp } };
  }

  /** The preview a token names, or null when it is forged, expired, malformed or its admin's session has ended. */
  async read(token: string): Promise<RemotePreview | null> {
    const claims = this.verified(token);
    if (!claims) return null;
    const admin = await this.users.findInSession(claims.sub, claims.ver);
    return admin?.role === 'admin' ? { area: claims.area, manifestUrl: claims.manifest, expiresAt: claims.exp } : null;
  }

  private verified(token: string): PreviewClaims | null {
    try {
      const claims = this.jwt.verify<PreviewClaims>(token);
      const wellFormed =
        (previewAreas as readonly string[]).includes(claims.area) &&
        typeof claims.manifest === 'string' &&
        Number.isInteger(claims.sub) &&
        Number.isInteger(claims.ver);
      return wellFormed ? claims : null;
    } catch {
      return null;
    }
  }
}

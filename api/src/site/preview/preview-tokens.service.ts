import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { previewAreas, type RemotePreview } from './remote-preview.js';

/** A preview lasts a working day; the browser forgets it sooner, with its session. */
export const previewLifetimeSeconds = 12 * 60 * 60;
const audience = 'remote-preview';

interface PreviewClaims {
  area: string;
  manifest: string;
  exp: number;
}

/**
 * Signs and reads preview tokens. Their key is derived from the JWT secret, not the secret itself,
 * so a preview token can never pass as a sign-in token (nor the reverse).
 */
@Injectable()
export class PreviewTokens {
  private readonly jwt: JwtService;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const secret = createHmac('sha256', config.jwtSecret).update('lightgun-hub remote preview').digest('base64url');
    this.jwt = new JwtService({ secret, signOptions: { audience, expiresIn: previewLifetimeSeconds }, verifyOptions: { audience } });
  }

  sign(area: string, manifestUrl: string): { token: string; preview: RemotePreview } {
    const token = this.jwt.sign({ area, manifest: manifestUrl });
    return { token, preview: this.read(token) as RemotePreview };
  }

  /** The preview a token names, or null when it is forged, expired or malformed. */
  read(token: string): RemotePreview | null {
    try {
      const claims = this.jwt.verify<PreviewClaims>(token);
      if (!(previewAreas as readonly string[]).includes(claims.area) || typeof claims.manifest !== 'string') return null;
      return { area: claims.area, manifestUrl: claims.manifest, expiresAt: claims.exp };
    } catch {
      return null;
    }
  }
}

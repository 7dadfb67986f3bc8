/** Request schemas shared by several routes. */
import { ASSETS, NETWORKS } from '@pulse/core';
import { z } from 'zod';

export const network = z.enum(NETWORKS, { error: `must be one of ${NETWORKS.join(', ')}` });
export const asset = z.enum(ASSETS, { error: `must be one of ${ASSETS.join(', ')}` });
export const currency = z.enum(['NGN', ...ASSETS], { error: `must be NGN, ${ASSETS.join(' or ')}` });

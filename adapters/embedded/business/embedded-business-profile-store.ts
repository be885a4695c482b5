import { z } from 'zod';
import { addressSchema } from '../../../core/cart';
import {
  BUSINESS_INDUSTRIES,
  BUSINESS_SOURCES,
  TEAM_SIZES,
  type BusinessProfile,
  type BusinessProfileFields,
} from '../../../core/business';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { Database } from '../db/database';

const time = z.union([z.string(), z.date()]).transform((t) => new Date(t).toISOString());

/** A business_units row as the database gives it back (validated: the table is outside this process's types). */
const profileRow = z.object({
  customer_id: z.string(),
  company_name: z.string(),
  industry: z.enum(BUSINESS_INDUSTRIES),
  tax_id: z.string().nullable(),
  phone: z.string(),
  address: addressSchema,
  team_size: z.enum(TEAM_SIZES),
  source: z.enum(BUSINESS_SOURCES),
  created_at: time,
  updated_at: time,
});

const COLUMNS =
  'customer_id, company_name, industry, tax_id, phone, address, team_size, source, created_at, updated_at';

function toProfile(row: unknown): BusinessProfile {
  const r = profileRow.parse(row);
  return {
    customerId: r.customer_id,
    companyName: r.company_name,
    industry: r.industry,
    ...(r.tax_id === null ? {} : { taxId: r.tax_id }),
    phone: r.phone,
    address: r.address,
    teamSize: r.team_size,
    source: r.source,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * The BusinessProfileStore on the embedded database (PGlite or PostgreSQL; migration 22, `schema.ts`): a creation is
 * one transaction of `INSERT … ON CONFLICT (customer_id) DO NOTHING` and, when it inserted, the customer's
 * `is_b2b = true`; an update is one `UPDATE … RETURNING`.
 */
export class EmbeddedBusinessProfileStore implements BusinessProfileStore {
  constructor(private readonly db: Database) {}

  async get(customerId: string): Promise<BusinessProfile | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM business_units WHERE customer_id = $1`, [customerId]);
    return row === undefined ? undefined : toProfile(row);
  }

  create(p: BusinessProfile): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `INSERT INTO business_units (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ` +
          'ON CONFLICT (customer_id) DO NOTHING RETURNING customer_id',
        [
          p.customerId,
          p.companyName,
          p.industry,
          p.taxId ?? null,
          p.phone,
          p.address,
          p.teamSize,
          p.source,
          p.createdAt,
          p.updatedAt,
        ],
      );
      if (rows.length === 0) return false;
      await tx.query('UPDATE customers SET is_b2b = true WHERE id = $1', [p.customerId]);
      return true;
    });
  }

  async update(customerId: string, f: BusinessProfileFields, updatedAt: string): Promise<BusinessProfile | undefined> {
    const [row] = await this.db.query(
      'UPDATE business_units SET company_name = $2, industry = $3, tax_id = $4, phone = $5, address = $6, ' +
        `team_size = $7, updated_at = $8 WHERE customer_id = $1 RETURNING ${COLUMNS}`,
      [customerId, f.companyName, f.industry, f.taxId ?? null, f.phone, f.address, f.teamSize, updatedAt],
    );
    return row === undefined ? undefined : toProfile(row);
  }
}

/* balut-store-private.h — what the tests need to know of the store's
 * insides: the SQL of each schema version
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-store.h"

G_BEGIN_DECLS

/* PRAGMA application_id of a Balut database: "Balu" */
#define BALUT_STORE_APPLICATION_ID 0x42616c75

/* The SQL that takes an empty database to schema version 1, exactly as
 * version 1 wrote it (application_id and user_version included), so
 * that a test can make a real version-1 database and migrate it. */
extern const char balut_store_schema_v1_sql[];

G_END_DECLS

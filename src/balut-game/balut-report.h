/* balut-report.h — the result of a game, as text and JSON (balut --verify)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "balut-game.h"

G_BEGIN_DECLS

JsonNode *balut_report_to_json        (BalutGame     *game);
JsonNode *balut_report_error_to_json  (const GError  *error);
char     *balut_report_to_text        (BalutGame     *game);

char     *balut_report_dup_category_reason (BalutVariant               variant,
                                            BalutCategory              category,
                                            const BalutCategoryPoints *cp);
char     *balut_report_dup_jackpot_reason  (const BalutCategoryPoints *cp);

G_END_DECLS

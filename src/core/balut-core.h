/* balut-core.h — the whole game core (GLib only; no GTK here)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-autosave.h"
#include "balut-autosaver.h"
#include "balut-report.h"
#include "balut-simple-player.h"
#include "balut-store.h"
#include "balut-strategy.h"

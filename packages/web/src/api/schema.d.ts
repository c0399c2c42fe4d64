// Generated from the server's OpenAPI document by `npm run generate:api -w packages/web`.
// Do not edit: change the route's response schema (packages/server/src/responses.ts) instead.
export interface paths {
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail: who, when, what, why, before and after
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    afterSeq?: string;
                    entity?: string;
                    entityId?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Audit rows, oldest first, each chained to the one before */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                action: string;
                                actor: string;
                                after: unknown;
                                /** @description An instant, ISO 8601 in UTC */
                                at: string;
                                before: unknown;
                                entity: string;
                                entityId: string;
                                hash: string;
                                planId: string | null;
                                reason: string | null;
                                seq: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks the hash chain: any edit or deletion is named
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ok, or the first row edited, removed or added */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            rows: number;
                        } | {
                            /** @enum {boolean} */
                            ok: false;
                            problem: string;
                            seq: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Committee's register (8.1): appointments, resignations, removals
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    on?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The register, and who sits on the Committee on the day asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            belowMinimum: boolean;
                            members: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            }[];
                            membersMin: number;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            on: string;
                            sitting: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committee/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the appointment of a Committee account’s person to the Committee (8.1)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        appointedOn: string;
                        instrument: string;
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: the person sits once a second person approves */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committee/members/{memberId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A second administrator or a Committee member approves an appointment
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the person sits from the day of the appointment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committee/members/{memberId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a resignation, a removal or the end of employment (8.1)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        endedOn: string;
                        instrument: string;
                        /** @enum {string} */
                        reason: "resigned" | "removed" | "employmentEnded";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ended: from that day the person approves nothing as a member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/change-in-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a Change in Control (1.4, 5.6, 4.2); recorded once another member approves
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes in Control, plan terminations and Key Employee lists, prepared or approved
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    status?: "prepared" | "approved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Company decisions, prepared and approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decisions: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/decisions/{decisionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A second Committee member approves a company decision someone else prepared
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: its events are in the fact log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change in Control and plan termination events
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Company events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/plan-termination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the Board terminating the plan (9.3); recorded once another member approves
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payOn: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Corrections (12.9): prepared, approved, with their effects
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The corrections, in the order prepared */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            corrections: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare a correction (12.9): void or supersede a fact, a price, a fund or a participant datum, with a reason; shows every figure it changes and the over- or under-payments
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "void" | "supersede";
                        reason: string;
                        replacement?: Record<string, never>;
                        target: {
                            /** @enum {unknown} */
                            kind: "fact" | "price" | "participant" | "fund";
                        } & (unknown & unknown & unknown & unknown);
                    } & (unknown & unknown & unknown & unknown);
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction prepared, with its effect */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/{correctionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A correction (12.9)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    correctionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction and its effect */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrections/{correctionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a correction someone else prepared (12.9, segregation of duties)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    correctionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction approved: the record reads it from now on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Committee decisions, prepared and approved
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    status?: "prepared" | "approved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Decisions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decisions: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/{decisionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a decision someone else prepared (segregation of duties)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision approved; its event is in the fact log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/{decisionId}/effect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a prepared decision would change if approved now (12.9)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision and what approving it would change, as the record stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                            /** @description What it changes: payments already valued or paid, and balances today */
                            effect: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                balances: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    after: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    before: string;
                                    participantId: string;
                                }[];
                                payments: {
                                    after: string | null;
                                    before: string | null;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    paid: boolean;
                                    participantId: string;
                                    payee: string;
                                    paymentKey: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    valuedAt: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deferral-instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deferral instructions for pay of a date: the % per component, stops, FICA terms
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    payDate: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The instructions, one per participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            instructions: {
                                components: {
                                    component: string;
                                    election: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        filedOn: string;
                                        kind: string;
                                        pct: number;
                                        planYear: number;
                                    } | null;
                                    /** @description The percentage to defer: 0 when stopped or not elected */
                                    pct: number;
                                    planYear: number;
                                    servicesAfter: string | null;
                                    stop: {
                                        reason: string;
                                        rule: string;
                                    } | null;
                                }[];
                                eligible: boolean;
                                fica: {
                                    additionalMedicareRateBp: number;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicareThreshold: string;
                                    medicareRateBp: number;
                                    /** @description Basis points: 620 = 6.2% */
                                    socialSecurityRateBp: number;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWageBase: string;
                                    sources: string[];
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                separatedOn: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                wagesBefore: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            payDate: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deferral-instructions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deferral instructions as CSV: one row per employee and component
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    payDate: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergency-requests/{requestId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the Committee's decision; another member approves it
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        approved: boolean;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payOn: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fund-closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Funds closed with a successor (7.3), prepared or approved
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Fund closures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closures: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fund-closures/{closureId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A second member of the Plan Asset Committee approves a fund closure: the balances move to the successor on its date (7.3)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closureId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the engine moves the balances on its date */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fund-closures/{closureId}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a fund closure not yet approved (a mistake): it never moves anything, and the fund may be closed anew
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closureId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The investment menu
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The funds, each with its data (ticker, asset class, expense ratio) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            funds: {
                                assetClass: string | null;
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                expenseRatioPct: string | null;
                                id: string;
                                name: string;
                                ticker: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a deemed investment option (7.3)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        capitalPreservation?: boolean;
                        /** @description a positive decimal with at most 6 decimals */
                        constantPrice?: string;
                        id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funds/{fundId}/closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the closing of a fund on a date naming its successor (7.3); it moves the balances once another member approves
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        successor: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second member of the Plan Asset Committee */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funds/{fundId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a fund's data: ticker, asset class, expense ratio (7.3)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assetClass?: string | null;
                        /** @description Annual expense ratio in percent ("0.035") */
                        expenseRatioPct?: string | null;
                        ticker?: string | null;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund with its data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                assetClass: string | null;
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                expenseRatioPct: string | null;
                                id: string;
                                name: string;
                                ticker: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funds/{fundId}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fund's prices by Valuation Date
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund and its prices, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                id: string;
                                name: string;
                            };
                            prices: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                price: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Record prices (exact decimals); re-posting a recorded price changes nothing
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prices: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            /** @description a positive decimal with at most 6 decimals */
                            price: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description How many prices were new, and how many were already recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            unchanged: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/key-employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key Employee identifications (1.20)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Each identification, a fact with its participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            identifications: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                participantId: string | null;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare the Key Employee list for an identification date (1.20); recorded once another member approves
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        identificationDate: string;
                        participantIds: string[];
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and whether a second factor is enrolled (or must be) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The account signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secondFactor: {
                                enrolled: boolean;
                                enrolOnly: boolean;
                            };
                            user: {
                                id: string;
                                participantId: string | null;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your password (the current one is asked again); other sessions end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Changed; every session of the account has ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling a TOTP second factor (the password is asked again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The secret to enter in an authenticator app; confirm it with a code */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description base32 */
                            secret: string;
                            /** @description otpauth:// (as a QR code) */
                            uri: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the second factor with a code from the app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Enrolled: sign-ins now ask for a code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secondFactor: {
                                enrolled: boolean;
                                enrolOnly: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor/removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your second factor (the password and a code are asked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Removed; every session of the account has ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your sessions: where and when */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The sessions not yet expired, the latest used first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                address: string;
                                /** @description An instant, ISO 8601 in UTC */
                                createdAt: string;
                                current: boolean;
                                enrolOnly: boolean;
                                /** @description An instant, ISO 8601 in UTC */
                                expiresAt: string;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                lastSeenAt: string;
                                userAgent: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of your sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Participants
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participants: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a participant (an employee the plan may cover)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        birthDate?: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        hireDate: string;
                        id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participant added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participant: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A participant
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participant: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List: Change the deemed investments of a sub-account (7.4)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Change the deemed investments of a sub-account (7.4) (dryRun=true validates only)
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        /** @enum {string} */
                        applyTo: "future" | "existing" | "both";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        investments: {
                            [key: string]: number;
                        };
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The beneficiary designation in force, its history and, after a death, the Death Benefit split (1.2-1.3, 5.4)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description administrator and payroll only: tax ids and bank accounts in full (audited) */
                    reveal?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The designations and who takes the Death Benefit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            deathBenefit: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                diedOn: string;
                                payments: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    benefit: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    payee: string;
                                    shares: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        amount: string;
                                        /** @enum {unknown} */
                                        kind: "primary" | "contingent" | "spouse" | "estate";
                                        name: string;
                                        payee: number;
                                        pct: number;
                                    }[];
                                }[];
                                rules: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    /** @enum {unknown} */
                                    kind: "primary" | "contingent" | "spouse" | "estate";
                                    name: string;
                                    payee: number;
                                    pct: number;
                                }[];
                            } | null;
                            default: {
                                /** @enum {unknown} */
                                kind: "designation" | "spouse" | "estate";
                                name: string;
                            };
                            history: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            }[];
                            inForce: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            } | null;
                            participantId: string;
                            revealed: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * File a beneficiary designation (the participant, dated now) or record a form received (administrator, with a reason)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contingent?: {
                            address?: {
                                city: string;
                                /** @description ISO 3166 code, default US */
                                country?: string;
                                line1: string;
                                line2?: string;
                                postalCode: string;
                                /** @description state or province code */
                                state?: string;
                            };
                            /**
                             * Format: date
                             * @description staff only: the day the beneficiary died
                             */
                            diedOn?: string;
                            name: string;
                            pct: number;
                            relationship?: string;
                            /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                            taxId?: string;
                        }[];
                        /**
                         * Format: date
                         * @description staff only: the day the form was received (default today)
                         */
                        filedOn?: string;
                        primary: {
                            address?: {
                                city: string;
                                /** @description ISO 3166 code, default US */
                                country?: string;
                                line1: string;
                                line2?: string;
                                postalCode: string;
                                /** @description state or province code */
                                state?: string;
                            };
                            /**
                             * Format: date
                             * @description staff only: the day the beneficiary died
                             */
                            diedOn?: string;
                            name: string;
                            pct: number;
                            relationship?: string;
                            /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                            taxId?: string;
                        }[];
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Filed: the designation as stored (tax ids masked) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            designation: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            };
                        };
                    };
                };
                /** @description Recorded (staff): in force once another person approves it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            designation: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/beneficiaries/{designationId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a designation form someone else recorded (1.2; segregation of duties)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    designationId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the designation may govern (1.3) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: {
                                approvedAt?: string;
                                approvedBy?: string;
                                /** @enum {unknown} */
                                status: "notNeeded" | "pending" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims with their deadlines (Article XI)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Claims and their deadlines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: {
                                appealBy: string | null;
                                decisionDue: string | null;
                                id: string;
                                reviewDue: string | null;
                                status: string;
                                suitBy: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * File a claim (11.1); a participant’s is dated today
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        claimId: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/claims/{claimId}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a denial (11.3); a participant’s appeal is dated today
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/claims/{claimId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a decision on a claim (11.2, 11.4); another Committee member approves it
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "denied" | "approved" | "deniedOnReview";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/claims/{claimId}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the time to decide (11.2, 11.4)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "extended" | "reviewExtended";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/claims/{claimId}/notice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Written notice of a denied claim (11.2) or of its denial on review (11.4); the latest unless stage says
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    stage?: "initial" | "review";
                };
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/domestic-relations-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List: accepted domestic relations orders (5.9)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The orders accepted, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare the acceptance of a domestic relations order (5.9)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alternatePayee: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        pct: number;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: recorded once a Committee member approves the decision */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/elections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List: File a Compensation Deferral Agreement (1.12, Article III)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * File a Compensation Deferral Agreement (1.12, Article III) (dryRun=true validates only)
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allocation: {
                            account: string;
                            pct: number;
                        }[];
                        deferrals: {
                            [key: string]: number;
                        };
                        /**
                         * Format: instant
                         * @description an instant with an offset (2024-12-31T23:59:00-05:00)
                         */
                        filedAt?: string;
                        investments?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        /** @enum {string} */
                        kind: "initial" | "annual" | "performance";
                        performancePeriod?: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            criteriaSetOn: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            end: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            start: string;
                        };
                        planYear?: number;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        schedules?: {
                            [key: string]: {
                                /** @enum {unknown} */
                                form: "lump" | "installments" | "partial";
                            } & (unknown & unknown & unknown);
                        };
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eligibility and first-year enrollment windows
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Whether he is eligible now, his enrollment windows and the events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eligible: boolean;
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                            windows: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                closesOn: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                notifiedOn?: string;
                                rules: string[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Record that he became (or stopped being) an Eligible Employee
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        notifiedOn?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        /** @enum {string} */
                        type: "eligible" | "ineligible";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/emergency-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emergency requests (5.5)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description His requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /** @description An instant, ISO 8601 in UTC */
                                filedAt: string;
                                filedBy: string;
                                id: string;
                                participantId: string;
                                planId: string;
                                reason: string;
                                status: "filed" | "decisionPrepared" | "decided";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Request an Unforeseeable Emergency payment (5.5)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The request filed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /** @description An instant, ISO 8601 in UTC */
                                filedAt: string;
                                filedBy: string;
                                id: string;
                                participantId: string;
                                planId: string;
                                reason: string;
                                status: "filed" | "decisionPrepared" | "decided";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List: Any FORMAT.md participant event
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Any FORMAT.md participant event (dryRun=true validates only)
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description A participant event (FORMAT.md), told apart by its type */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type: "eligible" | "ineligible" | "election" | "pay" | "allocationChange" | "retirementSavingsPlan" | "keyEmployee" | "compensation" | "leave" | "serviceReduction" | "separation" | "death" | "hardship401k" | "emergencyDecision" | "scheduleChange" | "domesticRelationsOrder" | "claim" | "residence" | "otherSupplementalWages" | "otherFicaWages";
                    } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment schedule and payments, each with its rules and trace
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description His separation and payments as of `asOf`, each with its trace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            separation: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                reason: string;
                                rules: string[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The participant’s record today, its status and history (tax id and bank account masked; ?reveal=true for the roles that pay, audited)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description administrator and payroll only: tax ids and bank accounts in full (audited) */
                    reveal?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The record, its status and every change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            history: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                            participantId: string;
                            record: {
                                address?: {
                                    city: string;
                                    country?: string;
                                    line1: string;
                                    line2?: string;
                                    postalCode: string;
                                    state?: string;
                                } | null;
                                bankAccount?: {
                                    accountNumber: string;
                                    accountType: string;
                                    routingNumber: string;
                                } | null;
                                email?: string | null;
                                employer?: string | null;
                                legalName?: string | null;
                                mailingAddress?: {
                                    city: string;
                                    country?: string;
                                    line1: string;
                                    line2?: string;
                                    postalCode: string;
                                    state?: string;
                                } | null;
                                payrollId?: string | null;
                                phone?: string | null;
                                spouse?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                } | null;
                                stateOfResidence?: string | null;
                                taxId?: string | null;
                            };
                            revealed: boolean;
                            status: {
                                basis: string;
                                rules: string[];
                                since: string | null;
                                /** @enum {unknown} */
                                value: "notEligible" | "eligible" | "participating" | "separated" | "inPay" | "paidOut" | "deceased";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Record a change (administrator, with a reason; a participant his own address, email and phone)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: {
                            city: string;
                            /** @description ISO 3166 code, default US */
                            country?: string;
                            line1: string;
                            line2?: string;
                            postalCode: string;
                            /** @description state or province code */
                            state?: string;
                        };
                        bankAccount?: {
                            accountNumber: string;
                            /** @enum {string} */
                            accountType: "checking" | "savings";
                            /** @description ABA routing number */
                            routingNumber: string;
                        } | null;
                        /**
                         * Format: date
                         * @description the day the change takes effect (staff; default today)
                         */
                        effectiveOn?: string;
                        email?: string;
                        /** @description the Employer within the controlled group (1.16) */
                        employer?: string;
                        legalName?: string;
                        mailingAddress?: {
                            city: string;
                            /** @description ISO 3166 code, default US */
                            country?: string;
                            line1: string;
                            line2?: string;
                            postalCode: string;
                            /** @description state or province code */
                            state?: string;
                        } | null;
                        payrollId?: string;
                        phone?: string;
                        reason?: string;
                        spouse?: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            diedOn?: string;
                            name: string;
                        } | null;
                        /** @description recorded as a `residence` fact (8.3: state withholding reads it) */
                        stateOfResidence?: string;
                        /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                        taxId?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the change as stored (secrets masked) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            change: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
                /** @description Recorded, in force once another person approves it (a bank account) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            change: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/record/{changeId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a record change someone else recorded (a bank account)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the change is in force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: {
                                approvedAt?: string;
                                approvedBy?: string;
                                /** @enum {unknown} */
                                status: "notNeeded" | "pending" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/retroactive-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a retroactive change (12.9): a fact that changes payments already valued or paid; another person approves it
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A participant event (FORMAT.md), told apart by its type */
                        event: {
                            /** @enum {unknown} */
                            type: "eligible" | "ineligible" | "election" | "pay" | "allocationChange" | "retirementSavingsPlan" | "keyEmployee" | "compensation" | "leave" | "serviceReduction" | "separation" | "death" | "hardship401k" | "emergencyDecision" | "scheduleChange" | "domesticRelationsOrder" | "claim" | "residence" | "otherSupplementalWages" | "otherFicaWages";
                        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
                        /** @description why a fact dated before today is recorded now */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The change prepared, with its effect */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                            /** @description What it changes: payments already valued or paid, and balances today */
                            effect: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                balances: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    after: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    before: string;
                                    participantId: string;
                                }[];
                                payments: {
                                    after: string | null;
                                    before: string | null;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    paid: boolean;
                                    participantId: string;
                                    payee: string;
                                    paymentKey: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    valuedAt: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/schedule-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List: Change a payment schedule (Article VI)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Change a payment schedule (Article VI) (dryRun=true validates only)
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        /**
                         * Format: instant
                         * @description an instant with an offset (2024-12-31T23:59:00-05:00)
                         */
                        filedAt?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        schedule: {
                            /** @enum {unknown} */
                            form: "lump" | "installments" | "partial";
                        } & (unknown & unknown & unknown);
                        specifiedMonth?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the plan owes him as of a date (the evaluated result)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statement as of `asOf` (FORMAT.md "Output") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            balances: {
                                [key: string]: string;
                            };
                            claims: {
                                appealBy: string | null;
                                decisionDue: string | null;
                                id: string;
                                reviewDue: string | null;
                                status: string;
                                suitBy: string | null;
                            }[];
                            companyCredits: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                kind: string;
                                trace?: string[];
                            }[];
                            deferrals: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                component: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                trace?: string[];
                            }[];
                            forfeited: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                rules: string[];
                            }[];
                            keyEmployee: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                to: string;
                            }[];
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                status: "paid" | "due" | "scheduled";
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            refused: {
                                codes: string[];
                                index: number;
                                message: string;
                                rules: string[];
                                violations: {
                                    code: string;
                                    field?: string;
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            scheduled: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                status: "paid" | "due" | "scheduled";
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            separation: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                reason: string;
                                rules: string[];
                            } | null;
                            taxes?: {
                                payments: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    federal: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        flatPortion?: string;
                                        flatRate?: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        mandatoryPortion?: string;
                                        mandatoryRate?: string;
                                        refused?: {
                                            code: string;
                                            message: string;
                                            rule: string;
                                        };
                                        rules: string[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        supplementalBefore?: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        withheld: string;
                                    };
                                    form: "W-2" | "1099-MISC";
                                    installment?: [
                                        number,
                                        number
                                    ];
                                    payee: string;
                                    state: {
                                        basis: "residence" | "source";
                                        code?: string;
                                        message: string;
                                        rules: string[];
                                        state?: string;
                                        status: "withheld" | "exempt" | "refused";
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        withheld?: string;
                                    }[];
                                }[];
                                years: {
                                    fica: {
                                        employee: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            additionalMedicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurity: string;
                                        };
                                        employer: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurity: string;
                                        };
                                        items: {
                                            account: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            date: string;
                                            employee: {
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                additionalMedicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                medicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                socialSecurity: string;
                                            };
                                            employer: {
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                medicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                socialSecurity: string;
                                            };
                                            from: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicareWages: string;
                                            rules: string[];
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurityWages: string;
                                            source: "deferral" | "companyCredit" | "vesting";
                                        }[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        medicareWages: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        otherFicaWages: string;
                                        refused?: {
                                            code: string;
                                            message: string;
                                            rule: string;
                                        };
                                        rules: string[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        socialSecurityWages: string;
                                    };
                                    form1099: {
                                        box3: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box4: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        payee: string;
                                    }[];
                                    w2: {
                                        box1: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box2: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box3: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box4: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box5: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box6: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box11: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box12Y: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box12Z: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                    };
                                    year: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement as a PDF: balances, payments with their plan sections, deferrals
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participants/{id}/statements/{period}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quarterly or annual statement as a PDF: activity (opening + activity = closing), vested, holdings, rate of return, allocations, payments ahead, balance over time
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    id: string;
                    /** @description A quarter (2025-Q4) or a Plan Year (2025, Plan 1.27) */
                    period: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay files imported
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The imports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imports: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Import a pay file (JSON or text/csv): all or nothing, every problem of every line at once; the same pay twice is refused (7.1)
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    fileName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileName?: string;
                        pays: {
                            /** @description A second check for the same pay: not refused as a duplicate */
                            additionalCheck?: boolean;
                            /** @enum {string} */
                            component: "baseSalary" | "monthlyBonus" | "annualBonus" | "performanceBonus" | "other";
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            /**
                             * Format: amount
                             * @description The deferral payroll deducted (reconciliation)
                             */
                            deducted?: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            gross: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            netAvailable: string;
                            participantId: string;
                            servicePeriod?: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                end: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                start: string;
                            };
                        }[];
                    };
                    "text/csv": string;
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The same lines were imported before: nothing changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
                /** @description The file imported: each line as the plan treated it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import as the plan computes it today: each line deferred, warnings, FICA (8.3), and payroll’s deduction against it
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    importId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The import and its lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-imports/{importId}/reconciliation.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation as CSV: per line, what payroll reports it deducted, what the plan computes, the difference
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    importId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment runs with their totals
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Payment runs, without their lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            runs: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare a run of the payments due in a period whose valuation point has passed and whose prices are recorded (Art. V, 5.8, 8.2, 8.3); source trust: paid by the rabbi trust (10.2)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payFrom: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payThrough: string;
                        /** @enum {string} */
                        source?: "general" | "trust";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run prepared, waiting for approval, and the payments due that wait for a later run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                            waiting: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                paymentDate: string;
                                paymentKey: string;
                                reason: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment run: its lines (gross, 8.3 withholding, net, 5.10) with their traces
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run and its lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a run someone else prepared: each line becomes a payment made (8.2, 8.7, 5.10)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run approved, and what it took out of the rabbi trust (10.2) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                            trustWithdrawals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a prepared run: nothing in it is paid
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}/lines.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's lines as CSV for payroll: gross, federal withholding, net
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an approved run went out (an event; what was paid is its payments made)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run confirmed paid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-runs/{runId}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record payments that came back (12.10): those lines are no longer payments made, and are owed again
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: number[];
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run with its returned lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans administered */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plans */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: string;
                                name: string;
                                publiclyTraded: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan and its versions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan: {
                                id: string;
                                name: string;
                                publiclyTraded: boolean;
                            };
                            versions: {
                                definition: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plan's amendments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Its amendments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amendments: {
                                adoptedBy: "committee" | "board";
                                approvedAt: string | null;
                                approvedBy: string | null;
                                consents: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                id: string;
                                label: string;
                                parameters: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Prepare an amendment (in force once someone else approves it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        adoptedBy: "committee" | "board";
                        consents?: string[];
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        effectiveDate: string;
                        label: string;
                        parameters: Record<string, never>;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The amendment prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amendment: {
                                adoptedBy: "committee" | "board";
                                approvedAt: string | null;
                                approvedBy: string | null;
                                consents: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                id: string;
                                label: string;
                                parameters: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/amendments/{amendmentId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an amendment someone else prepared (segregation of duties) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    amendmentId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The amendment approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amendment: {
                                adoptedBy: "committee" | "board";
                                approvedAt: string | null;
                                approvedBy: string | null;
                                consents: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                id: string;
                                label: string;
                                parameters: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail: who, when, what, why, before and after */
        get: {
            parameters: {
                query?: {
                    afterSeq?: string;
                    entity?: string;
                    entityId?: string;
                    limit?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Audit rows, oldest first, each chained to the one before */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                action: string;
                                actor: string;
                                after: unknown;
                                /** @description An instant, ISO 8601 in UTC */
                                at: string;
                                before: unknown;
                                entity: string;
                                entityId: string;
                                hash: string;
                                planId: string | null;
                                reason: string | null;
                                seq: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the hash chain: any edit or deletion is named */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description ok, or the first row edited, removed or added */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            rows: number;
                        } | {
                            /** @enum {boolean} */
                            ok: false;
                            problem: string;
                            seq: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/committee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Committee's register (8.1): appointments, resignations, removals */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    on?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The register, and who sits on the Committee on the day asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            belowMinimum: boolean;
                            members: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            }[];
                            membersMin: number;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            on: string;
                            sitting: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/committee/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare the appointment of a Committee account’s person to the Committee (8.1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        appointedOn: string;
                        instrument: string;
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: the person sits once a second person approves */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/committee/members/{memberId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second administrator or a Committee member approves an appointment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the person sits from the day of the appointment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/committee/members/{memberId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a resignation, a removal or the end of employment (8.1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        endedOn: string;
                        instrument: string;
                        /** @enum {string} */
                        reason: "resigned" | "removed" | "employmentEnded";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ended: from that day the person approves nothing as a member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                appointedOn: string;
                                approvedAt: string | null;
                                approvedBy: string | null;
                                endedAt: string | null;
                                endedBy: string | null;
                                endedOn: string | null;
                                endReason: ("resigned" | "removed" | "employmentEnded") | null;
                                id: string;
                                instrument: string;
                                personId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/company/change-in-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a Change in Control (1.4, 5.6, 4.2); recorded once another member approves */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/company/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes in Control, plan terminations and Key Employee lists, prepared or approved */
        get: {
            parameters: {
                query?: {
                    status?: "prepared" | "approved";
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Company decisions, prepared and approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decisions: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/company/decisions/{decisionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second Committee member approves a company decision someone else prepared */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: its events are in the fact log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/company/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Change in Control and plan termination events */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Company events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/company/plan-termination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare the Board terminating the plan (9.3); recorded once another member approves */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payOn: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Corrections (12.9): prepared, approved, with their effects */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The corrections, in the order prepared */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            corrections: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Prepare a correction (12.9): void or supersede a fact, a price, a fund or a participant datum, with a reason; shows every figure it changes and the over- or under-payments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "void" | "supersede";
                        reason: string;
                        replacement?: Record<string, never>;
                        target: {
                            /** @enum {unknown} */
                            kind: "fact" | "price" | "participant" | "fund";
                        } & (unknown & unknown & unknown & unknown);
                    } & (unknown & unknown & unknown & unknown);
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction prepared, with its effect */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/corrections/{correctionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A correction (12.9) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    correctionId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction and its effect */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/corrections/{correctionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a correction someone else prepared (12.9, segregation of duties) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    correctionId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The correction approved: the record reads it from now on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                action: "void" | "supersede";
                                approvedEffect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                } | null;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                effect: {
                                    before: {
                                        error: string;
                                    } | null;
                                    participants: {
                                        changes: {
                                            after: string | null;
                                            before: string | null;
                                            figure: string;
                                        }[];
                                        participantId: string;
                                        payments: {
                                            correction: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            difference: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            due: string;
                                            kind: "overpaid" | "underpaid";
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            paid: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            paidOn: string;
                                            paymentKey: string;
                                            ref: string;
                                            rules: string[];
                                        }[];
                                    }[];
                                };
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                reason: string;
                                replacement: {
                                    [key: string]: unknown;
                                } | null;
                                status: "prepared" | "approved" | "withdrawn";
                                target: {
                                    /** @enum {string} */
                                    kind: "fact";
                                    seq: number;
                                } | {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "price";
                                } | {
                                    /** @enum {string} */
                                    kind: "participant";
                                    participantId: string;
                                } | {
                                    fundId: string;
                                    /** @enum {string} */
                                    kind: "fund";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Committee decisions, prepared and approved */
        get: {
            parameters: {
                query?: {
                    status?: "prepared" | "approved";
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Decisions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decisions: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/decisions/{decisionId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a decision someone else prepared (segregation of duties) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision approved; its event is in the fact log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/decisions/{decisionId}/effect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a prepared decision would change if approved now (12.9) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    decisionId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision and what approving it would change, as the record stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                            /** @description What it changes: payments already valued or paid, and balances today */
                            effect: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                balances: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    after: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    before: string;
                                    participantId: string;
                                }[];
                                payments: {
                                    after: string | null;
                                    before: string | null;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    paid: boolean;
                                    participantId: string;
                                    payee: string;
                                    paymentKey: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    valuedAt: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/deferral-instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deferral instructions for pay of a date: the % per component, stops, FICA terms */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    payDate: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The instructions, one per participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            instructions: {
                                components: {
                                    component: string;
                                    election: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        filedOn: string;
                                        kind: string;
                                        pct: number;
                                        planYear: number;
                                    } | null;
                                    /** @description The percentage to defer: 0 when stopped or not elected */
                                    pct: number;
                                    planYear: number;
                                    servicesAfter: string | null;
                                    stop: {
                                        reason: string;
                                        rule: string;
                                    } | null;
                                }[];
                                eligible: boolean;
                                fica: {
                                    additionalMedicareRateBp: number;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicareThreshold: string;
                                    medicareRateBp: number;
                                    /** @description Basis points: 620 = 6.2% */
                                    socialSecurityRateBp: number;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWageBase: string;
                                    sources: string[];
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                separatedOn: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                wagesBefore: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            payDate: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/deferral-instructions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deferral instructions as CSV: one row per employee and component */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    payDate: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/emergency-requests/{requestId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare the Committee's decision; another member approves it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        approved: boolean;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payOn: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/fund-closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funds closed with a successor (7.3), prepared or approved */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Fund closures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closures: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/fund-closures/{closureId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second member of the Plan Asset Committee approves a fund closure: the balances move to the successor on its date (7.3) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closureId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the engine moves the balances on its date */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/fund-closures/{closureId}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a fund closure not yet approved (a mistake): it never moves anything, and the fund may be closed anew */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closureId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The investment menu */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The funds, each with its data (ticker, asset class, expense ratio) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            funds: {
                                assetClass: string | null;
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                expenseRatioPct: string | null;
                                id: string;
                                name: string;
                                ticker: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a deemed investment option (7.3) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        capitalPreservation?: boolean;
                        /** @description a positive decimal with at most 6 decimals */
                        constantPrice?: string;
                        id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/funds/{fundId}/closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare the closing of a fund on a date naming its successor (7.3); it moves the balances once another member approves */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        successor: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second member of the Plan Asset Committee */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closure: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                fundId: string;
                                id: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved" | "withdrawn";
                                successorId: string;
                                withdrawnAt: string | null;
                                withdrawnBy: string | null;
                                withdrawnReason: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/funds/{fundId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a fund's data: ticker, asset class, expense ratio (7.3) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assetClass?: string | null;
                        /** @description Annual expense ratio in percent ("0.035") */
                        expenseRatioPct?: string | null;
                        ticker?: string | null;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund with its data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                assetClass: string | null;
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                expenseRatioPct: string | null;
                                id: string;
                                name: string;
                                ticker: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/funds/{fundId}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fund's prices by Valuation Date */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The fund and its prices, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fund: {
                                capitalPreservation: boolean;
                                constantPrice: string | null;
                                id: string;
                                name: string;
                            };
                            prices: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                price: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record prices (exact decimals); re-posting a recorded price changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fundId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prices: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            /** @description a positive decimal with at most 6 decimals */
                            price: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description How many prices were new, and how many were already recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            unchanged: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/key-employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key Employee identifications (1.20) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Each identification, a fact with its participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            identifications: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                participantId: string | null;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Prepare the Key Employee list for an identification date (1.20); recorded once another member approves */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        identificationDate: string;
                        participantIds: string[];
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: waits for a second Committee member to approve it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                kind: "changeInControl" | "planTermination" | "keyEmployeeList";
                                /** @description what the preparer asked for */
                                payload: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan's parameters in force on a date (approved amendments included) */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    on: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Each term in force on the date */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            on: string;
                            parameters: {
                                [key: string]: {
                                    amendment?: string;
                                    description: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    from: string;
                                    section: string;
                                    source: string;
                                    unit?: string;
                                    value: unknown;
                                };
                            };
                            planId: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Participants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participants: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a participant (an employee the plan may cover) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        birthDate?: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        hireDate: string;
                        id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participant added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participant: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A participant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The participant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            participant: {
                                birthDate: string | null;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                hireDate: string;
                                id: string;
                                name: string;
                                planId: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List: Change the deemed investments of a sub-account (7.4) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Change the deemed investments of a sub-account (7.4) (dryRun=true validates only) */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        /** @enum {string} */
                        applyTo: "future" | "existing" | "both";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        investments: {
                            [key: string]: number;
                        };
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The beneficiary designation in force, its history and, after a death, the Death Benefit split (1.2-1.3, 5.4) */
        get: {
            parameters: {
                query?: {
                    /** @description administrator and payroll only: tax ids and bank accounts in full (audited) */
                    reveal?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The designations and who takes the Death Benefit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            deathBenefit: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                diedOn: string;
                                payments: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    benefit: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    payee: string;
                                    shares: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        amount: string;
                                        /** @enum {unknown} */
                                        kind: "primary" | "contingent" | "spouse" | "estate";
                                        name: string;
                                        payee: number;
                                        pct: number;
                                    }[];
                                }[];
                                rules: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    /** @enum {unknown} */
                                    kind: "primary" | "contingent" | "spouse" | "estate";
                                    name: string;
                                    payee: number;
                                    pct: number;
                                }[];
                            } | null;
                            default: {
                                /** @enum {unknown} */
                                kind: "designation" | "spouse" | "estate";
                                name: string;
                            };
                            history: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            }[];
                            inForce: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            } | null;
                            participantId: string;
                            revealed: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** File a beneficiary designation (the participant, dated now) or record a form received (administrator, with a reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contingent?: {
                            address?: {
                                city: string;
                                /** @description ISO 3166 code, default US */
                                country?: string;
                                line1: string;
                                line2?: string;
                                postalCode: string;
                                /** @description state or province code */
                                state?: string;
                            };
                            /**
                             * Format: date
                             * @description staff only: the day the beneficiary died
                             */
                            diedOn?: string;
                            name: string;
                            pct: number;
                            relationship?: string;
                            /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                            taxId?: string;
                        }[];
                        /**
                         * Format: date
                         * @description staff only: the day the form was received (default today)
                         */
                        filedOn?: string;
                        primary: {
                            address?: {
                                city: string;
                                /** @description ISO 3166 code, default US */
                                country?: string;
                                line1: string;
                                line2?: string;
                                postalCode: string;
                                /** @description state or province code */
                                state?: string;
                            };
                            /**
                             * Format: date
                             * @description staff only: the day the beneficiary died
                             */
                            diedOn?: string;
                            name: string;
                            pct: number;
                            relationship?: string;
                            /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                            taxId?: string;
                        }[];
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Filed: the designation as stored (tax ids masked) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            designation: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            };
                        };
                    };
                };
                /** @description Recorded (staff): in force once another person approves it */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            designation: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                contingent: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                id: string;
                                primary: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    };
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                    pct: number;
                                    relationship?: string;
                                    taxId?: string;
                                }[];
                                reason: string;
                                recordedAt: string;
                                recordedBy: string;
                                /** @enum {unknown} */
                                source: "participant" | "staff";
                                valid: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/beneficiaries/{designationId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a designation form someone else recorded (1.2; segregation of duties) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    designationId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the designation may govern (1.3) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: {
                                approvedAt?: string;
                                approvedBy?: string;
                                /** @enum {unknown} */
                                status: "notNeeded" | "pending" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claims with their deadlines (Article XI) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Claims and their deadlines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: {
                                appealBy: string | null;
                                decisionDue: string | null;
                                id: string;
                                reviewDue: string | null;
                                status: string;
                                suitBy: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** File a claim (11.1); a participant’s is dated today */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        claimId: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/claims/{claimId}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Appeal a denial (11.3); a participant’s appeal is dated today */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/claims/{claimId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a decision on a claim (11.2, 11.4); another Committee member approves it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "denied" | "approved" | "deniedOnReview";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The decision prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/claims/{claimId}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend the time to decide (11.2, 11.4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "extended" | "reviewExtended";
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/claims/{claimId}/notice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Written notice of a denied claim (11.2) or of its denial on review (11.4); the latest unless stage says */
        get: {
            parameters: {
                query?: {
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    stage?: "initial" | "review";
                };
                header?: never;
                path: {
                    claimId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/domestic-relations-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List: accepted domestic relations orders (5.9) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The orders accepted, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Prepare the acceptance of a domestic relations order (5.9) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alternatePayee: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        pct: number;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Prepared: recorded once a Committee member approves the decision */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/elections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List: File a Compensation Deferral Agreement (1.12, Article III) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** File a Compensation Deferral Agreement (1.12, Article III) (dryRun=true validates only) */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allocation: {
                            account: string;
                            pct: number;
                        }[];
                        deferrals: {
                            [key: string]: number;
                        };
                        /**
                         * Format: instant
                         * @description an instant with an offset (2024-12-31T23:59:00-05:00)
                         */
                        filedAt?: string;
                        investments?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        /** @enum {string} */
                        kind: "initial" | "annual" | "performance";
                        performancePeriod?: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            criteriaSetOn: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            end: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            start: string;
                        };
                        planYear?: number;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        schedules?: {
                            [key: string]: {
                                /** @enum {unknown} */
                                form: "lump" | "installments" | "partial";
                            } & (unknown & unknown & unknown);
                        };
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eligibility and first-year enrollment windows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Whether he is eligible now, his enrollment windows and the events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eligible: boolean;
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                            windows: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                closesOn: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                notifiedOn?: string;
                                rules: string[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record that he became (or stopped being) an Eligible Employee */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        notifiedOn?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        /** @enum {string} */
                        type: "eligible" | "ineligible";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/emergency-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Emergency requests (5.5) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description His requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /** @description An instant, ISO 8601 in UTC */
                                filedAt: string;
                                filedBy: string;
                                id: string;
                                participantId: string;
                                planId: string;
                                reason: string;
                                status: "filed" | "decisionPrepared" | "decided";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Request an Unforeseeable Emergency payment (5.5) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The request filed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /** @description An instant, ISO 8601 in UTC */
                                filedAt: string;
                                filedBy: string;
                                id: string;
                                participantId: string;
                                planId: string;
                                reason: string;
                                status: "filed" | "decisionPrepared" | "decided";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List: Any FORMAT.md participant event */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Any FORMAT.md participant event (dryRun=true validates only) */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            /** @description A participant event (FORMAT.md), told apart by its type */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type: "eligible" | "ineligible" | "election" | "pay" | "allocationChange" | "retirementSavingsPlan" | "keyEmployee" | "compensation" | "leave" | "serviceReduction" | "separation" | "death" | "hardship401k" | "emergencyDecision" | "scheduleChange" | "domesticRelationsOrder" | "claim" | "residence" | "otherSupplementalWages" | "otherFicaWages";
                    } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment schedule and payments, each with its rules and trace */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description His separation and payments as of `asOf`, each with its trace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            separation: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                reason: string;
                                rules: string[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participant’s record today, its status and history (tax id and bank account masked; ?reveal=true for the roles that pay, audited) */
        get: {
            parameters: {
                query?: {
                    /** @description administrator and payroll only: tax ids and bank accounts in full (audited) */
                    reveal?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The record, its status and every change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            history: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                            participantId: string;
                            record: {
                                address?: {
                                    city: string;
                                    country?: string;
                                    line1: string;
                                    line2?: string;
                                    postalCode: string;
                                    state?: string;
                                } | null;
                                bankAccount?: {
                                    accountNumber: string;
                                    accountType: string;
                                    routingNumber: string;
                                } | null;
                                email?: string | null;
                                employer?: string | null;
                                legalName?: string | null;
                                mailingAddress?: {
                                    city: string;
                                    country?: string;
                                    line1: string;
                                    line2?: string;
                                    postalCode: string;
                                    state?: string;
                                } | null;
                                payrollId?: string | null;
                                phone?: string | null;
                                spouse?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    diedOn?: string;
                                    name: string;
                                } | null;
                                stateOfResidence?: string | null;
                                taxId?: string | null;
                            };
                            revealed: boolean;
                            status: {
                                basis: string;
                                rules: string[];
                                since: string | null;
                                /** @enum {unknown} */
                                value: "notEligible" | "eligible" | "participating" | "separated" | "inPay" | "paidOut" | "deceased";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record a change (administrator, with a reason; a participant his own address, email and phone) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: {
                            city: string;
                            /** @description ISO 3166 code, default US */
                            country?: string;
                            line1: string;
                            line2?: string;
                            postalCode: string;
                            /** @description state or province code */
                            state?: string;
                        };
                        bankAccount?: {
                            accountNumber: string;
                            /** @enum {string} */
                            accountType: "checking" | "savings";
                            /** @description ABA routing number */
                            routingNumber: string;
                        } | null;
                        /**
                         * Format: date
                         * @description the day the change takes effect (staff; default today)
                         */
                        effectiveOn?: string;
                        email?: string;
                        /** @description the Employer within the controlled group (1.16) */
                        employer?: string;
                        legalName?: string;
                        mailingAddress?: {
                            city: string;
                            /** @description ISO 3166 code, default US */
                            country?: string;
                            line1: string;
                            line2?: string;
                            postalCode: string;
                            /** @description state or province code */
                            state?: string;
                        } | null;
                        payrollId?: string;
                        phone?: string;
                        reason?: string;
                        spouse?: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            diedOn?: string;
                            name: string;
                        } | null;
                        /** @description recorded as a `residence` fact (8.3: state withholding reads it) */
                        stateOfResidence?: string;
                        /** @description SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked */
                        taxId?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Recorded: the change as stored (secrets masked) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            change: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
                /** @description Recorded, in force once another person approves it (a bank account) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            change: {
                                approval: {
                                    approvedAt?: string;
                                    approvedBy?: string;
                                    /** @enum {unknown} */
                                    status: "notNeeded" | "pending" | "approved";
                                };
                                changes: {
                                    address?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    bankAccount?: {
                                        accountNumber: string;
                                        accountType: string;
                                        routingNumber: string;
                                    } | null;
                                    email?: string | null;
                                    employer?: string | null;
                                    legalName?: string | null;
                                    mailingAddress?: {
                                        city: string;
                                        country?: string;
                                        line1: string;
                                        line2?: string;
                                        postalCode: string;
                                        state?: string;
                                    } | null;
                                    payrollId?: string | null;
                                    phone?: string | null;
                                    spouse?: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        diedOn?: string;
                                        name: string;
                                    } | null;
                                    stateOfResidence?: string | null;
                                    taxId?: string | null;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveOn: string;
                                id: string;
                                reason: string | null;
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/record/{changeId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a record change someone else recorded (a bank account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeId: string;
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Approved: the change is in force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: {
                                approvedAt?: string;
                                approvedBy?: string;
                                /** @enum {unknown} */
                                status: "notNeeded" | "pending" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/retroactive-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a retroactive change (12.9): a fact that changes payments already valued or paid; another person approves it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A participant event (FORMAT.md), told apart by its type */
                        event: {
                            /** @enum {unknown} */
                            type: "eligible" | "ineligible" | "election" | "pay" | "allocationChange" | "retirementSavingsPlan" | "keyEmployee" | "compensation" | "leave" | "serviceReduction" | "separation" | "death" | "hardship401k" | "emergencyDecision" | "scheduleChange" | "domesticRelationsOrder" | "claim" | "residence" | "otherSupplementalWages" | "otherFicaWages";
                        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
                        /** @description why a fact dated before today is recorded now */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The change prepared, with its effect */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decision: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                factSeq: number | null;
                                id: string;
                                kind: "emergencyDecision" | "claimDecision" | "domesticRelationsOrder" | "retroactiveChange";
                                participantId: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                                subjectId: string;
                            };
                            /** @description What it changes: payments already valued or paid, and balances today */
                            effect: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                balances: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    after: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    before: string;
                                    participantId: string;
                                }[];
                                payments: {
                                    after: string | null;
                                    before: string | null;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    paid: boolean;
                                    participantId: string;
                                    payee: string;
                                    paymentKey: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    valuedAt: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/schedule-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List: Change a payment schedule (Article VI) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The events, in the order recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                event: {
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                                seq: number;
                                type: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Change a payment schedule (Article VI) (dryRun=true validates only) */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        /**
                         * Format: instant
                         * @description an instant with an offset (2024-12-31T23:59:00-05:00)
                         */
                        filedAt?: string;
                        /** @description why a fact dated before today is recorded now */
                        reason?: string;
                        schedule: {
                            /** @enum {unknown} */
                            form: "lump" | "installments" | "partial";
                        } & (unknown & unknown & unknown);
                        specifiedMonth?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description dryRun=true: the plan would accept the event; nothing was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                            /** @enum {boolean} */
                            dryRun: true;
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Recorded: the event and its sequence number in the fact log */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                type: string;
                            } & {
                                [key: string]: unknown;
                            };
                            seq: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the plan owes him as of a date (the evaluated result) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statement as of `asOf` (FORMAT.md "Output") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            balances: {
                                [key: string]: string;
                            };
                            claims: {
                                appealBy: string | null;
                                decisionDue: string | null;
                                id: string;
                                reviewDue: string | null;
                                status: string;
                                suitBy: string | null;
                            }[];
                            companyCredits: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                kind: string;
                                trace?: string[];
                            }[];
                            deferrals: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                component: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                trace?: string[];
                            }[];
                            forfeited: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                rules: string[];
                            }[];
                            keyEmployee: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                to: string;
                            }[];
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                status: "paid" | "due" | "scheduled";
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            refused: {
                                codes: string[];
                                index: number;
                                message: string;
                                rules: string[];
                                violations: {
                                    code: string;
                                    field?: string;
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            scheduled: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                due?: string;
                                installment?: [
                                    number,
                                    number
                                ];
                                /** @enum {boolean} */
                                makeUp?: true;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                onTimeThrough: string;
                                paid?: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    on: string;
                                    ref: string;
                                };
                                payee: string;
                                pricesPending?: string[];
                                rules: string[];
                                status: "paid" | "due" | "scheduled";
                                trace?: string[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                unfunded?: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            separation: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                reason: string;
                                rules: string[];
                            } | null;
                            taxes?: {
                                payments: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    federal: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        flatPortion?: string;
                                        flatRate?: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        mandatoryPortion?: string;
                                        mandatoryRate?: string;
                                        refused?: {
                                            code: string;
                                            message: string;
                                            rule: string;
                                        };
                                        rules: string[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        supplementalBefore?: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        withheld: string;
                                    };
                                    form: "W-2" | "1099-MISC";
                                    installment?: [
                                        number,
                                        number
                                    ];
                                    payee: string;
                                    state: {
                                        basis: "residence" | "source";
                                        code?: string;
                                        message: string;
                                        rules: string[];
                                        state?: string;
                                        status: "withheld" | "exempt" | "refused";
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        withheld?: string;
                                    }[];
                                }[];
                                years: {
                                    fica: {
                                        employee: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            additionalMedicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurity: string;
                                        };
                                        employer: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicare: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurity: string;
                                        };
                                        items: {
                                            account: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            /**
                                             * Format: date
                                             * @description a date (YYYY-MM-DD)
                                             */
                                            date: string;
                                            employee: {
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                additionalMedicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                medicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                socialSecurity: string;
                                            };
                                            employer: {
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                medicare: string;
                                                /** @description an amount with 2 decimals ("1234.50") */
                                                socialSecurity: string;
                                            };
                                            from: string;
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            medicareWages: string;
                                            rules: string[];
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            socialSecurityWages: string;
                                            source: "deferral" | "companyCredit" | "vesting";
                                        }[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        medicareWages: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        otherFicaWages: string;
                                        refused?: {
                                            code: string;
                                            message: string;
                                            rule: string;
                                        };
                                        rules: string[];
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        socialSecurityWages: string;
                                    };
                                    form1099: {
                                        box3: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box4: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        payee: string;
                                    }[];
                                    w2: {
                                        box1: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box2: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box3: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box4: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box5: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box6: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box11: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box12Y: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                        box12Z: {
                                            /** @description an amount with 2 decimals ("1234.50") */
                                            amount: string;
                                            from: string[];
                                            rules: string[];
                                        };
                                    };
                                    year: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statement as a PDF: balances, payments with their plan sections, deferrals */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    id: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/participants/{id}/statements/{period}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quarterly or annual statement as a PDF: activity (opening + activity = closing), vested, holdings, rate of return, allocations, payments ahead, balance over time */
        get: {
            parameters: {
                query?: {
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    id: string;
                    /** @description A quarter (2025-Q4) or a Plan Year (2025, Plan 1.27) */
                    period: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/pay-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay files imported */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The imports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imports: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Import a pay file (JSON or text/csv): all or nothing, every problem of every line at once; the same pay twice is refused (7.1) */
        post: {
            parameters: {
                query?: {
                    fileName?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileName?: string;
                        pays: {
                            /** @description A second check for the same pay: not refused as a duplicate */
                            additionalCheck?: boolean;
                            /** @enum {string} */
                            component: "baseSalary" | "monthlyBonus" | "annualBonus" | "performanceBonus" | "other";
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            /**
                             * Format: amount
                             * @description The deferral payroll deducted (reconciliation)
                             */
                            deducted?: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            gross: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            netAvailable: string;
                            participantId: string;
                            servicePeriod?: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                end: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                start: string;
                            };
                        }[];
                    };
                    "text/csv": string;
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The same lines were imported before: nothing changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
                /** @description The file imported: each line as the plan treated it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/pay-imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import as the plan computes it today: each line deferred, warnings, FICA (8.3), and payroll’s deduction against it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    importId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The import and its lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                contentHash: string;
                                fileName: string | null;
                                id: string;
                                payCount: number;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                            lines: {
                                additionalCheck: boolean;
                                component: string;
                                deducted: string | null;
                                deferrals: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    amount: string;
                                }[];
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                difference: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                elected: string;
                                election: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    filedOn: string;
                                    kind: string;
                                    pct: number;
                                    planYear: number;
                                } | null;
                                fica: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    additionalMedicare: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    medicare: string;
                                    /** @enum {string} */
                                    rule: "8.3";
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurity: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    socialSecurityWages: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    wagesBefore: string;
                                    year: number;
                                } | null;
                                ficaRefused: {
                                    code: "irs_limit_not_published" | "fica_rates_not_published";
                                    message: string;
                                    rule: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                /** @description The file's line (CSV: the header is line 1) */
                                line: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                netAvailable: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payDate: string;
                                planYear: number;
                                servicePeriod: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    end: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    start: string;
                                } | null;
                                stop: {
                                    reason: string;
                                    rule: string;
                                } | null;
                                warnings: {
                                    code: "capped_by_net_pay" | "pay_after_separation" | "not_eligible" | "pay_after_death";
                                    message: string;
                                    rule: string;
                                }[];
                            }[];
                            replayed: boolean;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferred: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                gross: string;
                                lines: number;
                                warnings: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/pay-imports/{importId}/reconciliation.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reconciliation as CSV: per line, what payroll reports it deducted, what the plan computes, the difference */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    importId: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment runs with their totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Payment runs, without their lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            runs: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Prepare a run of the payments due in a period whose valuation point has passed and whose prices are recorded (Art. V, 5.8, 8.2, 8.3); source trust: paid by the rabbi trust (10.2) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payFrom: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        payThrough: string;
                        /** @enum {string} */
                        source?: "general" | "trust";
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run prepared, waiting for approval, and the payments due that wait for a later run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                            waiting: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                participantId: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                paymentDate: string;
                                paymentKey: string;
                                reason: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment run: its lines (gross, 8.3 withholding, net, 5.10) with their traces */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run and its lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a run someone else prepared: each line becomes a payment made (8.2, 8.7, 5.10) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run approved, and what it took out of the rabbi trust (10.2) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                            trustWithdrawals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a prepared run: nothing in it is paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}/lines.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The run's lines as CSV for payroll: gross, federal withholding, net */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an approved run went out (an event; what was paid is its payments made) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run confirmed paid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/payment-runs/{runId}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record payments that came back (12.10): those lines are no longer payments made, and are owed again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: number[];
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run with its returned lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                events: {
                                    /** @description An instant, ISO 8601 in UTC */
                                    at: string;
                                    by: string;
                                    lines: number[] | null;
                                    reason: string | null;
                                    seq: number;
                                    status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                }[];
                                id: string;
                                lines: {
                                    account: string;
                                    benefit: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    installment: [
                                        number,
                                        number
                                    ] | null;
                                    late: boolean | null;
                                    lineNo: number;
                                    net: string | null;
                                    onTimeThrough: string | null;
                                    paidOn: string | null;
                                    participantId: string;
                                    payee: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    paymentDate: string;
                                    paymentKey: string;
                                    returnedAt: string | null;
                                    rules: string[];
                                    trace: unknown;
                                    valuedAt: string | null;
                                    withheld: string | null;
                                    withholdingYear: number | null;
                                }[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payFrom: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                payThrough: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                source: "general" | "trust";
                                status: "prepared" | "approved" | "cancelled" | "paid" | "returned";
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    gross: string;
                                    net: string | null;
                                    withheld: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/price-controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price controls in force: the move above which a new price is flagged (7.2) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The controls; null when none is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            control: {
                                /** @description A move larger than this percentage is flagged */
                                largeMovePct: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Set the move above which a new price is flagged for a second look (7.2) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A percentage, up to 2 decimals ("10", "7.5") */
                        largeMovePct: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The controls now in force */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            control: {
                                /** @description A move larger than this percentage is flagged */
                                largeMovePct: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/price-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a price file (JSON or text/csv: fund, date, price): all or nothing; a report of missing Valuation Dates and large moves */
        post: {
            parameters: {
                query?: {
                    fileName?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileName?: string;
                        prices: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            fund: string;
                            /** @description a positive decimal with at most 6 decimals */
                            price: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description What the file added, and the report per fund */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            funds: {
                                added: number;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                fundId: string;
                                largeMoves: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    /** @description (price / previous - 1) x 100, 2 decimals */
                                    movePct: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    previousDate: string;
                                    previousPrice: string;
                                    price: string;
                                }[];
                                /** @description Valuation Dates of the span without a price */
                                missing: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                through: string;
                                unchanged: number;
                            }[];
                            largeMovePct: string | null;
                            unchanged: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/election-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Election audit: every election and schedule change, its deadline and verdict
         * @description What an IRS examiner asks (Pub. 5528): each deferral election (3.2(a)-(c)) and change of payment schedule (6.2) filed by `asOf`, its filing and recording instants, the deadline it had to meet and the timing result (timely, late, or refused with the rule), as known at `knownAt`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Every election and schedule change with its filing, deadline and verdict */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            elections: {
                                deadline: string | null;
                                deadlineBasis: string;
                                deadlineRule: string;
                                filedAt: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                index: number;
                                kind: string;
                                message: string | null;
                                name: string | null;
                                participantId: string;
                                planYear: number | null;
                                recordedAfterDeadline: boolean;
                                recordedAt: string | null;
                                recordedBy: string | null;
                                result: "timely" | "late" | "refused";
                                rules: string[];
                                type: "election" | "scheduleChange";
                            }[];
                            knownAt: string | null;
                            totals: {
                                filings: number;
                                late: number;
                                recordedAfterDeadline: number;
                                refused: number;
                                timely: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/election-audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Election audit: every election and schedule change, its deadline and verdict (CSV) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/election-audit.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Election audit: every election and schedule change, its deadline and verdict (PDF) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/item-402i": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Item 402(i) nonqualified deferred compensation table for a fiscal year
         * @description SEC Regulation S-K Item 402(i) for the fiscal year ending `fiscalYearEnd`, one row per named executive officer (`neo=ID,ID`): executive contributions (deferrals), registrant contributions (Company credits), aggregate earnings (investment results), withdrawals/distributions (payments) and the balance at the year end, from the liability roll-forward.
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The nonqualified deferred compensation table (Item 402(i)) for the fiscal year */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            executives: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateBalanceAtYearEnd: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateEarnings: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateWithdrawalsDistributions: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                executiveContributions: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaidAtYearEnd: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                name: string | null;
                                participantId: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                priorYearEndBalance: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                registrantContributions: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            fiscalYearEnd: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            fiscalYearStart: string;
                            knownAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/item-402i.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Item 402(i) nonqualified deferred compensation table for a fiscal year (CSV) */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/item-402i.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Item 402(i) nonqualified deferred compensation table for a fiscal year (PDF) */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/key-employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key Employee list as of a date: periods and identifications (1.20)
         * @description Who is a Key Employee (specified employee, §1.409A-1(i)) on `asOf`, every Key Employee period the engine derives from the Committee's identifications, and those identifications with when they were recorded, as known at `knownAt`. Plan 1.20.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Key Employee list as of a date, its periods and identifications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            current: string[];
                            identifications: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                identificationDate: string;
                                participantId: string;
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                            knownAt: string | null;
                            periods: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                name: string | null;
                                participantId: string;
                                status: "current" | "past" | "upcoming";
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                to: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/key-employees.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key Employee list as of a date: periods and identifications (1.20) (CSV) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/key-employees.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key Employee list as of a date: periods and identifications (1.20) (PDF) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/liability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liability as of a date: balances per participant and sub-account, totals */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The liability as of `asOf` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            participants: {
                                balances: {
                                    [key: string]: string;
                                };
                                name: string | null;
                                participantId: string;
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    CCA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    CCAVested: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    fixedUnpaid: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    owed: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    RTA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    SDA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                };
                            }[];
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCAVested: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaid: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                owed: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                RTA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                SDA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/projected-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projected payments (cash needs) after a date, by month and by year
         * @description Every payment scheduled after `asOf` (default today) and every one due by it and unpaid: date, participant, sub-account, benefit, amount. A payment valued after `asOf` is an estimate at the as-of prices (the record as it stood then). Plan 10.1, 10.2.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Every payment after the as-of date (and those due by it and unpaid), grouped by month and year; estimates labelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            byMonth: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                period: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            }[];
                            byYear: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                period: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            horizon: string;
                            knownAt: string | null;
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                estimate: boolean;
                                installment: string | null;
                                name: string | null;
                                participantId: string;
                                payee: string;
                                status: "due" | "scheduled";
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                due: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/projected-payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projected payments (cash needs) after a date, by month and by year (CSV) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/projected-payments.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projected payments (cash needs) after a date, by month and by year (PDF) */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/roll-forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liability roll-forward for a period: per participant, sub-account and fund
         * @description Opening (the close of the day before `from`), deferrals, Company credits, transfers, payments, forfeitures, investment results (the balancing figure: closing - opening - the other activity) and closing (as of `to`); vested and unvested; totals per fund and for the plan. Plan 10.1.
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The liability roll-forward: opening + deferrals + company credits + transfers + payments + forfeitures + investment results (the balancing figure) = closing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            from: string;
                            funds: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                fund: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                            }[];
                            knownAt: string | null;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            openingAsOf: string;
                            participants: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                fixedUnpaid: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                };
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                liabilityClosing: string;
                                lines: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    companyCredits: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    deferrals: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    forfeitures: string;
                                    fund: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    investmentResults: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    payments: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    transfers: string;
                                }[];
                                name: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                participantId: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                                vesting: {
                                    closing: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                    opening: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                };
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            to: string;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                fixedUnpaid: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                };
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                liabilityClosing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                                vesting: {
                                    closing: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                    opening: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/roll-forward.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liability roll-forward for a period: per participant, sub-account and fund (CSV) */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/reports/roll-forward.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liability roll-forward for a period: per participant, sub-account and fund (PDF) */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/statement-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan's bulk statement runs, latest first, with their progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            runs: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start writing every participant's statement for a period (a job): answers the run; follow GET /statement-runs/{runId} */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description en or zh-Hant; without it, the Accept-Language header chooses (English by default)
                         * @enum {string}
                         */
                        lang?: "en" | "zh-Hant";
                        /** @description A quarter (2025-Q4) or a Plan Year (2025, Plan 1.27) */
                        period: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Started: the run and its progress */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/statement-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk statement run and its progress (done of total) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/statement-runs/{runId}/statements.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every statement the run has made, as one zip (errors.txt names any participant's that could not be made) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A zip of PDFs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/ticks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan's daily ticks, latest first, each with what it did */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ticks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticks: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Run the plan's daily jobs for a date once: enrollment notices (3.1(a), 3.2), the Key Employee list on its identification date (1.20) and the year-end run (8.2) prepared for approval, and the work queue (11.2-11.4, 5.5, 7.2) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        employeeCount?: number;
                        queueDays?: number;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ticked before: nothing changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unchanged";
                            tick: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Ticked: what it did */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "done";
                            tick: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/trust/funding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trust's assets against what the plan owes as of a date: funded ratio, shortfall */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Assets, what the plan owes, the funded ratio and the gap */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            assets: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                contributions: string;
                                statement: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    marketValue: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                value: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                withdrawals: string;
                            };
                            fundedRatio: string | null;
                            liability: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCAVested: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaid: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                owed: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                RTA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                SDA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                            rounding: string;
                            /** @description an amount with 2 decimals ("1234.50") */
                            shortfall: string;
                            /** @description an amount with 2 decimals ("1234.50") */
                            surplus: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/trust/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trust's statements (10.3) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statements, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statements: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                holdings: {
                                    fundId: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    value: string;
                                }[] | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                marketValue: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record a trust statement: date, market value, holdings by fund (10.3) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        holdings?: {
                            fundId: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            value: string;
                        }[];
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        marketValue: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statement recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statement: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                holdings: {
                                    fundId: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    value: string;
                                }[] | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                marketValue: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/trust/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contributions to and withdrawals from the trust (10.2) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The transactions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transactions: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record a contribution to or a withdrawal from the trust (10.2) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @enum {string} */
                        kind: "contribution" | "withdrawal";
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The transaction recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transaction: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{planId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plan's dated versions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Its versions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            versions: {
                                definition: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Deprecated: prepares an amendment (see POST /plans/{planId}/amendments)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        effectiveDate: string;
                        label: string;
                        parameters: Record<string, never>;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The amendment prepared */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amendment: {
                                adoptedBy: "committee" | "board";
                                approvedAt: string | null;
                                approvedBy: string | null;
                                consents: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                effectiveDate: string;
                                id: string;
                                label: string;
                                parameters: {
                                    [key: string]: unknown;
                                };
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                preparedAt: string;
                                preparedBy: string;
                                status: "prepared" | "approved";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The price controls in force: the move above which a new price is flagged (7.2)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The controls; null when none is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            control: {
                                /** @description A move larger than this percentage is flagged */
                                largeMovePct: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Set the move above which a new price is flagged for a second look (7.2)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A percentage, up to 2 decimals ("10", "7.5") */
                        largeMovePct: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The controls now in force */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            control: {
                                /** @description A move larger than this percentage is flagged */
                                largeMovePct: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a price file (JSON or text/csv: fund, date, price): all or nothing; a report of missing Valuation Dates and large moves
         * @deprecated
         */
        post: {
            parameters: {
                query?: {
                    fileName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileName?: string;
                        prices: {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            date: string;
                            fund: string;
                            /** @description a positive decimal with at most 6 decimals */
                            price: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description What the file added, and the report per fund */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            funds: {
                                added: number;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                fundId: string;
                                largeMoves: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    /** @description (price / previous - 1) x 100, 2 decimals */
                                    movePct: string;
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    previousDate: string;
                                    previousPrice: string;
                                    price: string;
                                }[];
                                /** @description Valuation Dates of the span without a price */
                                missing: string[];
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                through: string;
                                unchanged: number;
                            }[];
                            largeMovePct: string | null;
                            unchanged: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/election-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Election audit: every election and schedule change, its deadline and verdict
         * @deprecated
         * @description What an IRS examiner asks (Pub. 5528): each deferral election (3.2(a)-(c)) and change of payment schedule (6.2) filed by `asOf`, its filing and recording instants, the deadline it had to meet and the timing result (timely, late, or refused with the rule), as known at `knownAt`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Every election and schedule change with its filing, deadline and verdict */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            elections: {
                                deadline: string | null;
                                deadlineBasis: string;
                                deadlineRule: string;
                                filedAt: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                filedOn: string;
                                index: number;
                                kind: string;
                                message: string | null;
                                name: string | null;
                                participantId: string;
                                planYear: number | null;
                                recordedAfterDeadline: boolean;
                                recordedAt: string | null;
                                recordedBy: string | null;
                                result: "timely" | "late" | "refused";
                                rules: string[];
                                type: "election" | "scheduleChange";
                            }[];
                            knownAt: string | null;
                            totals: {
                                filings: number;
                                late: number;
                                recordedAfterDeadline: number;
                                refused: number;
                                timely: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/election-audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Election audit: every election and schedule change, its deadline and verdict (CSV)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/election-audit.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Election audit: every election and schedule change, its deadline and verdict (PDF)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/item-402i": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Item 402(i) nonqualified deferred compensation table for a fiscal year
         * @deprecated
         * @description SEC Regulation S-K Item 402(i) for the fiscal year ending `fiscalYearEnd`, one row per named executive officer (`neo=ID,ID`): executive contributions (deferrals), registrant contributions (Company credits), aggregate earnings (investment results), withdrawals/distributions (payments) and the balance at the year end, from the liability roll-forward.
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The nonqualified deferred compensation table (Item 402(i)) for the fiscal year */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            executives: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateBalanceAtYearEnd: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateEarnings: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                aggregateWithdrawalsDistributions: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                executiveContributions: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaidAtYearEnd: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                name: string | null;
                                participantId: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                priorYearEndBalance: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                registrantContributions: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            fiscalYearEnd: string;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            fiscalYearStart: string;
                            knownAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/item-402i.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Item 402(i) nonqualified deferred compensation table for a fiscal year (CSV)
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/item-402i.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Item 402(i) nonqualified deferred compensation table for a fiscal year (PDF)
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    fiscalYearEnd: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    /** @description participant ids, comma-separated (at most 100) */
                    neo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/key-employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key Employee list as of a date: periods and identifications (1.20)
         * @deprecated
         * @description Who is a Key Employee (specified employee, §1.409A-1(i)) on `asOf`, every Key Employee period the engine derives from the Committee's identifications, and those identifications with when they were recorded, as known at `knownAt`. Plan 1.20.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Key Employee list as of a date, its periods and identifications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            current: string[];
                            identifications: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                identificationDate: string;
                                participantId: string;
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                            knownAt: string | null;
                            periods: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                from: string;
                                name: string | null;
                                participantId: string;
                                status: "current" | "past" | "upcoming";
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                to: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/key-employees.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key Employee list as of a date: periods and identifications (1.20) (CSV)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/key-employees.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key Employee list as of a date: periods and identifications (1.20) (PDF)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/liability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liability as of a date: balances per participant and sub-account, totals
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The liability as of `asOf` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            participants: {
                                balances: {
                                    [key: string]: string;
                                };
                                name: string | null;
                                participantId: string;
                                totals: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    CCA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    CCAVested: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    fixedUnpaid: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    owed: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    RTA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    SDA: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    total: string;
                                };
                            }[];
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCAVested: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaid: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                owed: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                RTA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                SDA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/projected-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projected payments (cash needs) after a date, by month and by year
         * @deprecated
         * @description Every payment scheduled after `asOf` (default today) and every one due by it and unpaid: date, participant, sub-account, benefit, amount. A payment valued after `asOf` is an estimate at the as-of prices (the record as it stood then). Plan 10.1, 10.2.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Every payment after the as-of date (and those due by it and unpaid), grouped by month and year; estimates labelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            byMonth: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                period: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            }[];
                            byYear: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                period: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            horizon: string;
                            knownAt: string | null;
                            payments: {
                                account: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                benefit: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                estimate: boolean;
                                installment: string | null;
                                name: string | null;
                                participantId: string;
                                payee: string;
                                status: "due" | "scheduled";
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                valuedAt: string;
                            }[];
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                due: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                estimated: string;
                                payments: number;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/projected-payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projected payments (cash needs) after a date, by month and by year (CSV)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/projected-payments.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projected payments (cash needs) after a date, by month and by year (PDF)
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/roll-forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liability roll-forward for a period: per participant, sub-account and fund
         * @deprecated
         * @description Opening (the close of the day before `from`), deferrals, Company credits, transfers, payments, forfeitures, investment results (the balancing figure: closing - opening - the other activity) and closing (as of `to`); vested and unvested; totals per fund and for the plan. Plan 10.1.
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The liability roll-forward: opening + deferrals + company credits + transfers + payments + forfeitures + investment results (the balancing figure) = closing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            from: string;
                            funds: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                fund: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                            }[];
                            knownAt: string | null;
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            openingAsOf: string;
                            participants: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                fixedUnpaid: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                };
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                liabilityClosing: string;
                                lines: {
                                    account: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    companyCredits: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    deferrals: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    forfeitures: string;
                                    fund: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    investmentResults: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    payments: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    transfers: string;
                                }[];
                                name: string | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                participantId: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                                vesting: {
                                    closing: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                    opening: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                };
                            }[];
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            to: string;
                            totals: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                closing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                companyCredits: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                deferrals: string;
                                fixedUnpaid: {
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    closing: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    opening: string;
                                };
                                /** @description an amount with 2 decimals ("1234.50") */
                                forfeitures: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                investmentResults: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                liabilityClosing: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                opening: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                payments: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                transfers: string;
                                vesting: {
                                    closing: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                    opening: {
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        unvested: string;
                                        /** @description an amount with 2 decimals ("1234.50") */
                                        vested: string;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/roll-forward.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liability roll-forward for a period: per participant, sub-account and fund (CSV)
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description RFC 4180 CSV of the detail table, a header row of field names */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/roll-forward.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liability roll-forward for a period: per participant, sub-account and fund (PDF)
         * @deprecated
         */
        get: {
            parameters: {
                query: {
                    /** @description a date (YYYY-MM-DD) */
                    from: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                    /** @description en or zh-Hant; without it, the Accept-Language header chooses (English by default) */
                    lang?: "en" | "zh-Hant";
                    /** @description a date (YYYY-MM-DD) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approving roles given and waiting for approval */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The grants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grants: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                requestedAt: string;
                                requestedBy: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                status: "pending" | "approved";
                                userId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role-grants/{grantId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second administrator or a Committee member approves an approving role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    grantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The grant approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grant: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                requestedAt: string;
                                requestedBy: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                status: "pending" | "approved";
                                userId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (with `code` from the authenticator app once a second factor is enrolled) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Signed in: the session and CSRF cookies are set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secondFactor: {
                                enrolled: boolean;
                                enrolOnly: boolean;
                            };
                            user: {
                                id: string;
                                participantId: string | null;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        /** Sign out */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statement-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan's bulk statement runs, latest first, with their progress
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            runs: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Start writing every participant's statement for a period (a job): answers the run; follow GET /statement-runs/{runId}
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description en or zh-Hant; without it, the Accept-Language header chooses (English by default)
                         * @enum {string}
                         */
                        lang?: "en" | "zh-Hant";
                        /** @description A quarter (2025-Q4) or a Plan Year (2025, Plan 1.27) */
                        period: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Started: the run and its progress */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statement-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk statement run and its progress (done of total)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: {
                                done: number;
                                errors: {
                                    error: string;
                                    participantId: string;
                                }[];
                                failed: number;
                                from: string;
                                id: string;
                                lang: "en" | "zh-Hant";
                                period: string;
                                planId: string;
                                requestedAt: string;
                                requestedBy: string;
                                status: "running" | "done";
                                to: string;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statement-runs/{runId}/statements.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every statement the run has made, as one zip (errors.txt names any participant's that could not be made)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A zip of PDFs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan's daily ticks, latest first, each with what it did
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ticks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticks: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Run the plan's daily jobs for a date once: enrollment notices (3.1(a), 3.2), the Key Employee list on its identification date (1.20) and the year-end run (8.2) prepared for approval, and the work queue (11.2-11.4, 5.5, 7.2)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        employeeCount?: number;
                        queueDays?: number;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ticked before: nothing changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unchanged";
                            tick: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Ticked: what it did */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "done";
                            tick: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                ranAt: string;
                                ranBy: string;
                                report: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    keyEmployees: {
                                        [key: string]: unknown;
                                    } | null;
                                    notices: {
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        closesOn: string;
                                        /**
                                         * Format: date
                                         * @description a date (YYYY-MM-DD)
                                         */
                                        date: string;
                                        kind: "firstYearEnrollmentOpens" | "firstYearEnrollmentCloses" | "annualEnrollmentOpens" | "annualEnrollmentCloses";
                                        participantId: string;
                                        planYear?: number;
                                        rule: string;
                                    }[];
                                    paymentRun: {
                                        [key: string]: unknown;
                                    } | null;
                                    planId: string;
                                    queue: {
                                        detail: string;
                                        due: string | null;
                                        kind: "claimDecision" | "claimAppeal" | "claimReview" | "emergencyPayment" | "missingPrice" | "paymentRunPending" | "notPrepared";
                                        overdue: boolean;
                                        participantId?: string;
                                        ref?: string;
                                        rule: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trust/funding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trust's assets against what the plan owes as of a date: funded ratio, shortfall
         * @deprecated
         */
        get: {
            parameters: {
                query?: {
                    /** @description a date (YYYY-MM-DD) */
                    asOf?: string;
                    /** @description an instant with an offset (2024-12-31T23:59:00-05:00) */
                    knownAt?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Assets, what the plan owes, the funded ratio and the gap */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description a date (YYYY-MM-DD)
                             */
                            asOf: string;
                            assets: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                asOf: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                contributions: string;
                                statement: {
                                    /**
                                     * Format: date
                                     * @description a date (YYYY-MM-DD)
                                     */
                                    date: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    marketValue: string;
                                } | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                value: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                withdrawals: string;
                            };
                            fundedRatio: string | null;
                            liability: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                CCAVested: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                fixedUnpaid: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                owed: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                RTA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                SDA: string;
                                /** @description an amount with 2 decimals ("1234.50") */
                                total: string;
                            };
                            rounding: string;
                            /** @description an amount with 2 decimals ("1234.50") */
                            shortfall: string;
                            /** @description an amount with 2 decimals ("1234.50") */
                            surplus: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trust/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trust's statements (10.3)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statements, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statements: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                holdings: {
                                    fundId: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    value: string;
                                }[] | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                marketValue: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Record a trust statement: date, market value, holdings by fund (10.3)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        holdings?: {
                            fundId: string;
                            /**
                             * Format: amount
                             * @description an amount with 2 decimals ("1234.50")
                             */
                            value: string;
                        }[];
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        marketValue: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The statement recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statement: {
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                holdings: {
                                    fundId: string;
                                    /** @description an amount with 2 decimals ("1234.50") */
                                    value: string;
                                }[] | null;
                                /** @description an amount with 2 decimals ("1234.50") */
                                marketValue: string;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trust/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contributions to and withdrawals from the trust (10.2)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The transactions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transactions: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Record a contribution to or a withdrawal from the trust (10.2)
         * @deprecated
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: amount
                         * @description an amount with 2 decimals ("1234.50")
                         */
                        amount: string;
                        /**
                         * Format: date
                         * @description a date (YYYY-MM-DD)
                         */
                        date: string;
                        /** @enum {string} */
                        kind: "contribution" | "withdrawal";
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The transaction recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transaction: {
                                /** @description an amount with 2 decimals ("1234.50") */
                                amount: string;
                                /**
                                 * Format: date
                                 * @description a date (YYYY-MM-DD)
                                 */
                                date: string;
                                id: string;
                                kind: "contribution" | "withdrawal";
                                lineNo: number | null;
                                memo: string | null;
                                paymentRunId: string | null;
                                planId: string;
                                /** @description An instant, ISO 8601 in UTC */
                                recordedAt: string;
                                recordedBy: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                disabled: boolean;
                                id: string;
                                participantId: string | null;
                                personId: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an account; an approving role waits for a second person (202) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        participantId?: string;
                        password: string;
                        personId?: string;
                        planId?: string;
                        /** @enum {string} */
                        role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                        username: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The account, able to sign in */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                disabled: boolean;
                                id: string;
                                participantId: string | null;
                                personId: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
                /** @description The account, disabled until a second person approves its role */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grant: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                requestedAt: string;
                                requestedBy: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                status: "pending" | "approved";
                                userId: string;
                            };
                            user: {
                                disabled: boolean;
                                id: string;
                                participantId: string | null;
                                personId: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an account (its sessions end) or enable it again (an approving role: 202, a second person approves) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled: boolean;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                disabled: boolean;
                                id: string;
                                participantId: string | null;
                                personId: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
                /** @description An approving account stays disabled until a second person approves */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grant: {
                                approvedAt: string | null;
                                approvedBy: string | null;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                requestedAt: string;
                                requestedBy: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                status: "pending" | "approved";
                                userId: string;
                            };
                            user: {
                                disabled: boolean;
                                id: string;
                                participantId: string | null;
                                personId: string;
                                role: "participant" | "administrator" | "committee" | "assetCommittee" | "payroll" | "auditor";
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset an account’s password; its sessions end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Reset; every session of the account has ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a staff account one of the administrator's plans */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        planId: string;
                    };
                };
            };
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The grant */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            planId: string;
                            userId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/second-factor/removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove an account's second factor (a lost device); it enrols again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Removed; every session of the account has ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's sessions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The sessions not yet expired, the latest used first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                address: string;
                                /** @description An instant, ISO 8601 in UTC */
                                createdAt: string;
                                current: boolean;
                                enrolOnly: boolean;
                                /** @description An instant, ISO 8601 in UTC */
                                expiresAt: string;
                                id: string;
                                /** @description An instant, ISO 8601 in UTC */
                                lastSeenAt: string;
                                userAgent: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** End every session of an account (it signs in again) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem: code, the rule behind it, the field at fault (RFC 9457) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Every session of the account has ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Problem */
        Problem: {
            code: string;
            detail: string;
            field?: string;
            payments?: {
                after: string | null;
                before: string | null;
                /**
                 * Format: date
                 * @description a date (YYYY-MM-DD)
                 */
                date: string;
                paid: boolean;
                participantId: string;
                payee: string;
                paymentKey: string;
                /**
                 * Format: date
                 * @description a date (YYYY-MM-DD)
                 */
                valuedAt: string;
            }[];
            rule?: string;
            rules?: string[];
            status: number;
            title: string;
            type: string;
            violations?: {
                code: string;
                column?: string;
                field?: string;
                line?: number;
                message: string;
                rule: string;
                value?: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

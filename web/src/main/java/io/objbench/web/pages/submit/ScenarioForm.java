package io.objbench.web.pages.submit;

import io.objbench.core.ssbench.ScenarioOverrides;
import io.objbench.core.ssbench.ScenarioTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The submit form's ssbench fields (docs/ssbench.md), used when the submitted text is a scenario:
 * ssbench's overrides ({@code ss-users}, {@code ss-ops}, {@code ss-seconds}, {@code ss-containers},
 * {@code ss-policy}, {@code ss-delete-after}, {@code ss-keep}) and the storage ({@code ss-storage},
 * {@code ss-storage-config}, Swift v1 auth {@code ss-auth-url}, {@code ss-auth-user},
 * {@code ss-auth-key}, or Keystone v3 {@code ss-os-auth-url}, {@code ss-os-username},
 * {@code ss-os-password}, {@code ss-os-project-name}, {@code ss-os-project-id},
 * {@code ss-os-user-domain-name}, {@code ss-os-project-domain-name}, {@code ss-os-region-name},
 * {@code ss-os-interface}: the fields of ssbench's {@code OS_*} variables, mapped to the swift
 * adaptor's keystone keys as {@link ScenarioTarget} maps the variables). The controller's own
 * environment is never read for credentials.
 *
 * @param overrides the overrides
 * @param target    where the scenario runs
 */
record ScenarioForm(ScenarioOverrides overrides, ScenarioTarget target) {

    /**
     * The fields of {@code form}; blank fields are unset.
     *
     * @throws IllegalArgumentException naming the field at fault
     */
    static ScenarioForm of(Map<String, String> form) {
        List<String> bad = new ArrayList<>();
        OptionalLong users = number(form, "ss-users", 1, bad);
        OptionalLong ops = number(form, "ss-ops", 1, bad);
        OptionalLong seconds = number(form, "ss-seconds", 1, bad);
        OptionalLong containers = number(form, "ss-containers", 1, bad);
        OptionalLong deleteAfter = number(form, "ss-delete-after", 0, bad);
        if (!bad.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", bad));
        }
        ScenarioOverrides o = new ScenarioOverrides(
                users.isPresent() ? OptionalInt.of((int) users.getAsLong()) : OptionalInt.empty(), ops, seconds,
                containers.isPresent() ? OptionalInt.of((int) containers.getAsLong()) : OptionalInt.empty(),
                Optional.ofNullable(text(form, "ss-policy")), deleteAfter);
        boolean keep = "on".equals(form.get("ss-keep")) || "true".equals(form.get("ss-keep"));
        Map<String, String> keystone = keystone(form);
        String storage = text(form, "ss-storage");
        if (!keystone.isEmpty()) {
            List<String> v1 = V1_FIELDS.stream().filter(f -> text(form, f) != null).toList();
            if (!v1.isEmpty()) {
                throw new IllegalArgumentException("give either the Swift v1 auth fields or the Keystone v3 fields,"
                        + " not both (" + String.join(", ", v1) + " and " + String.join(", ", keystone.keySet()) + ")");
            }
            if (!"swift".equals(storage)) {
                throw new IllegalArgumentException("the Keystone v3 fields (" + String.join(", ", keystone.keySet())
                        + ") need storage swift, not " + (storage == null ? "mock" : storage));
            }
            if (!keystone.containsKey("OS_AUTH_URL")) {
                throw new IllegalArgumentException("Keystone v3 needs its auth URL (OS_AUTH_URL)");
            }
        }
        ScenarioTarget t = ScenarioTarget.of(storage, text(form, "ss-storage-config"),
                text(form, "ss-auth-url"), text(form, "ss-auth-user"), text(form, "ss-auth-key"), keystone, keep);
        return new ScenarioForm(o, t);
    }

    private static final List<String> V1_FIELDS = List.of("ss-auth-url", "ss-auth-user", "ss-auth-key");

    /** The form's field of each {@code OS_*} variable ssbench (swiftclient) reads for Keystone. */
    static final Map<String, String> KEYSTONE_FIELDS = orderedMap(
            "OS_AUTH_URL", "ss-os-auth-url",
            "OS_USERNAME", "ss-os-username",
            "OS_PASSWORD", "ss-os-password",
            "OS_PROJECT_NAME", "ss-os-project-name",
            "OS_PROJECT_ID", "ss-os-project-id",
            "OS_USER_DOMAIN_NAME", "ss-os-user-domain-name",
            "OS_PROJECT_DOMAIN_NAME", "ss-os-project-domain-name",
            "OS_REGION_NAME", "ss-os-region-name",
            "OS_INTERFACE", "ss-os-interface");

    /** The Keystone fields filled in, as the {@code OS_*} variables {@link ScenarioTarget} reads. */
    private static Map<String, String> keystone(Map<String, String> form) {
        Map<String, String> env = new java.util.LinkedHashMap<>();
        KEYSTONE_FIELDS.forEach((variable, field) -> {
            String v = text(form, field);
            if (v != null) {
                env.put(variable, v);
            }
        });
        return env;
    }

    private static Map<String, String> orderedMap(String... kv) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    private static String text(Map<String, String> form, String field) {
        String v = form.get(field);
        return v == null || v.isBlank() ? null : v.trim();
    }

    private static OptionalLong number(Map<String, String> form, String field, long min, List<String> bad) {
        String v = text(form, field);
        if (v == null) {
            return OptionalLong.empty();
        }
        try {
            long n = Long.parseLong(v);
            if (n >= min && n <= Integer.MAX_VALUE) {
                return OptionalLong.of(n);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        bad.add(field.substring(3) + " '" + v + "': expected a whole number from " + min);
        return OptionalLong.empty();
    }
}

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
 * {@code ss-auth-key}). The controller's own environment is never read for credentials.
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
        ScenarioTarget t = ScenarioTarget.of(text(form, "ss-storage"), text(form, "ss-storage-config"),
                text(form, "ss-auth-url"), text(form, "ss-auth-user"), text(form, "ss-auth-key"), Map.of(), keep);
        return new ScenarioForm(o, t);
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

package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.adaptor.workloadkit.CrudInventoryResult;
import io.objbench.adaptor.workloadkit.CrudInventoryWorkload;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.core.ssbench.ScenarioOverrides;
import io.objbench.core.ssbench.ScenarioTarget;
import io.objbench.core.ssbench.ScenarioWorkload;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * ssbench's model on real Swift: CRUD over three size classes on confirmed-object inventories,
 * with {@code delete_after} and {@code policy} in the storage config, with tempauth and with
 * Keystone v3, and an ssbench scenario file run through the converter. Checked against Swift
 * itself: no operation failed (none with 404), the listing holds exactly what the run left, updates
 * rewrote objects at their update size, every object carries {@code X-Delete-At}, every container
 * the policy.
 *
 * <p>The policy is a non-default one when the cluster has one, else the default: the all-in-one
 * Swift of scripts/backends has only {@code Policy-0}, so there the policy check shows the header is
 * accepted and the container reports it, not that a non-default policy is chosen (SwiftAuthIT
 * shows an unknown policy fails init with 400).
 */
class SwiftSsbenchIT {

    private static final long DELETE_AFTER = 3600;

    @Test
    @Timeout(180)
    void crudOverThreeSizeClassesWithTempauth() throws Exception {
        crud("swauth", Backends.tempauth(), new SwauthFactory());
    }

    @Test
    @Timeout(180)
    void crudOverThreeSizeClassesWithKeystone() throws Exception {
        crud("keystone", Backends.keystone(), new KeystoneFactory());
    }

    @Test
    @Timeout(180)
    void anSsbenchScenarioFileThroughTheConverter() throws Exception {
        AdaptorConfig auth = Backends.tempauth();
        String base = "objbench-it-" + UUID.randomUUID().toString().substring(0, 8);
        String text;
        try (InputStream in = SwiftSsbenchIT.class.getResourceAsStream("/ssbench/crud-three-classes.scenario")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("@BASE@", base);
        }
        try (SwiftAccount account = SwiftAccount.login(new SwauthFactory(), auth)) {
            String policy = policy();
            Map<String, String> login = new LinkedHashMap<>(auth.asMap());
            login.put("caching", "true");
            ScenarioOverrides overrides = new ScenarioOverrides(OptionalInt.empty(), OptionalLong.empty(),
                    OptionalLong.empty(), OptionalInt.empty(), Optional.of(policy), OptionalLong.empty());
            // keep: no cleanup stage, so the objects can be checked; the test removes them
            ScenarioTarget target = new ScenarioTarget("swift", Map.of("timeout", "30000"), "swauth", login, true);
            ScenarioWorkload converted = ScenarioWorkload.convert(text, "crud-three-classes.scenario", overrides, target);
            assertThat(converted.xml()).contains("delete_after=3600").contains("policy=" + policy);
            try {
                long before = System.currentTimeMillis() / 1000;
                CrudInventoryResult result = new CrudInventoryResult(CrudInventoryWorkload.runOnOneDriver(
                        converted.workload(text, "crud-three-classes.scenario"))).assertFinishedWithoutFailures();
                long after = System.currentTimeMillis() / 1000 + 1;

                Map<String, Map<String, Long>> stored = stored(account, base + "_", policy);
                assertThat(stored).hasSize(3);
                Map<String, long[]> classes = Map.of("zero", new long[] {10, 0, 0}, "tiny", new long[] {20, 1000, 4000},
                        "small", new long[] {10, 20_000, 40_000});
                long expected = 0;
                for (var c : classes.entrySet()) {
                    long initial = c.getValue()[0];
                    assertThat(result.work("prepare", "prepare-" + c.getKey()).ops().getFirst().successes())
                            .as("initial files of %s", c.getKey()).isEqualTo(initial);
                    for (String verb : new String[] {"create", "read", "update"}) {
                        assertThat(result.successes("main", verb + "-" + c.getKey())).as("%s-%s", verb, c.getKey()).isPositive();
                    }
                    expected += initial + result.successes("main", "create-" + c.getKey())
                            - result.successes("main", "delete-" + c.getKey());
                    long min = c.getValue()[1];
                    long max = c.getValue()[2];
                    assertThat(stored.values().stream().flatMap(m -> m.entrySet().stream())
                            .filter(e -> e.getKey().startsWith(c.getKey() + "_")).map(Map.Entry::getValue))
                            .as("sizes of the %s objects", c.getKey()).allMatch(size -> size >= min && size <= max);
                }
                assertThat(stored.values().stream().mapToLong(Map::size).sum()).as("objects left by the run").isEqualTo(expected);
                assertDeleteAt(account, stored, before, after);
            } finally {
                account.purge(base + "_");
            }
        }
    }

    private static void crud(String authType, AdaptorConfig auth, AuthAdaptorFactory factory) throws Exception {
        try (SwiftAccount account = SwiftAccount.login(factory, auth)) {
            String policy = policy();
            CrudInventoryWorkload workload = CrudInventoryWorkload.on("swift",
                    "timeout=30000;delete_after=" + DELETE_AFTER + ";policy=" + policy)
                    .withAuth(authType, Backends.inline(auth) + ";caching=true");
            try {
                long before = System.currentTimeMillis() / 1000;
                CrudInventoryResult result = workload.run().assertFinishedWithoutFailures().assertEveryClassRan();
                long after = System.currentTimeMillis() / 1000 + 1;

                Map<String, Map<String, Long>> stored = stored(account, workload.prefix(), policy);
                assertThat(stored.keySet()).containsExactlyInAnyOrderElementsOf(workload.containers());
                Map<String, Long> all = new TreeMap<>();
                stored.values().forEach(all::putAll);
                result.assertStored(all);
                assertDeleteAt(account, stored, before, after);
            } finally {
                account.purge(workload.prefix());
            }
        }
    }

    /** The run's containers (by prefix) with their objects; each container must carry {@code policy}. */
    private static Map<String, Map<String, Long>> stored(SwiftAccount account, String prefix, String policy) throws Exception {
        Map<String, Map<String, Long>> stored = new TreeMap<>();
        for (String container : account.containers(prefix)) {
            assertThat(account.head(container, null).firstValue("X-Storage-Policy")).as("policy of %s", container)
                    .hasValueSatisfying(p -> assertThat(p).isEqualToIgnoringCase(policy));
            stored.put(container, account.objects(container));
        }
        return stored;
    }

    /** Every stored object expires delete_after seconds after its last PUT, which was during the run. */
    private static void assertDeleteAt(SwiftAccount account, Map<String, Map<String, Long>> stored, long before, long after)
            throws Exception {
        int checked = 0;
        for (var container : stored.entrySet()) {
            for (String object : container.getValue().keySet()) {
                HttpHeaders headers = account.head(container.getKey(), object);
                assertThat(headers.firstValueAsLong("X-Delete-At").orElse(-1)).as("X-Delete-At of %s/%s", container.getKey(), object)
                        .isBetween(before + DELETE_AFTER, after + DELETE_AFTER);
                checked++;
            }
        }
        assertThat(checked).as("objects checked for X-Delete-At").isPositive();
    }

    /** A non-default storage policy of the cluster (/info) if it has one, else the default's name. */
    private static String policy() throws Exception {
        URI info = URI.create(Backends.env("OBJBENCH_SWIFT_AUTH_URL")).resolve("/info");
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(info).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as("GET %s", info).isEqualTo(200);
            String fallback = "Policy-0";
            for (JsonNode p : new ObjectMapper().readTree(r.body()).path("swift").path("policies")) {
                if (!p.path("default").asBoolean(false)) {
                    return p.path("name").asText();
                }
                fallback = p.path("name").asText();
            }
            return fallback;
        }
    }
}

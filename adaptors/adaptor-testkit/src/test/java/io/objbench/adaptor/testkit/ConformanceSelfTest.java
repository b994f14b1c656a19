package io.objbench.adaptor.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptorFactory;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * Runs the kit against {@link MapStorage}: a correct storage passes every test, and each injected
 * fault makes exactly the test that guards it fail.
 */
class ConformanceSelfTest {

    /** The kit against a MapStorage with one fault; nested, so surefire does not run it directly. */
    abstract static class OnMap extends StorageAdaptorConformance {
        private final MapStorage storage = new MapStorage(fault());

        abstract MapStorage.Fault fault();

        @Override
        protected StorageAdaptorFactory factory() {
            return storage;
        }

        @Override
        protected AdaptorConfig config() {
            return AdaptorConfig.empty();
        }

        @Override
        protected long largeObjectSize() {
            return 4L * 1024 * 1024;
        }

        @Override
        protected Optional<WrongCredentials> wrongCredentials() {
            return Optional.of(WrongCredentials.storage(AdaptorConfig.of(Map.of("key", "bad"))));
        }
    }

    static class Correct extends OnMap {
        @Override
        MapStorage.Fault fault() {
            return MapStorage.Fault.NONE;
        }
    }

    static class MissingIsServerError extends OnMap {
        @Override
        MapStorage.Fault fault() {
            return MapStorage.Fault.MISSING_IS_SERVER_ERROR;
        }
    }

    static class CorruptsLastByte extends OnMap {
        @Override
        MapStorage.Fault fault() {
            return MapStorage.Fault.CORRUPTS_LAST_BYTE;
        }
    }

    static class ReadsWholeBody extends OnMap {
        @Override
        MapStorage.Fault fault() {
            return MapStorage.Fault.READS_WHOLE_BODY_AT_ONCE;
        }
    }

    static class WrongAuthKind extends OnMap {
        @Override
        MapStorage.Fault fault() {
            return MapStorage.Fault.REJECTS_CREDENTIALS_AS_CLIENT_ERROR;
        }
    }

    @Test
    void aCorrectStoragePassesEveryTest() {
        Events tests = run(Correct.class);
        assertThat(tests.succeeded().count()).isEqualTo(7);
        assertThat(failedNames(tests)).isEmpty();
    }

    @Test
    void eachFaultFailsTheTestsGuardingIt() {
        // a wrong kind for missing objects also breaks the container and delete checks that read missing objects
        assertThat(failedNames(run(MissingIsServerError.class))).containsExactlyInAnyOrder(
                "readingAMissingObjectIsNotFound", "writesReadsListsAndDeletesObjects", "createsAndDeletesContainers");
        assertThat(failedNames(run(CorruptsLastByte.class))).containsExactlyInAnyOrder(
                "writesReadsListsAndDeletesObjects", "concurrentSessionsAllSucceed", "hashCheckTrailerSurvivesARoundTrip");
        assertThat(failedNames(run(ReadsWholeBody.class))).containsExactly("largeObjectsAreStreamed");
        assertThat(failedNames(run(WrongAuthKind.class))).containsExactly("wrongCredentialsAreAnAuthFailure");
    }

    @Test
    void theCredentialsTestIsSkippedWithAReasonWhenThereAreNone() {
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(NoCredentials.class)).execute().testEvents();
        // a failed assumption: the platform reports the test as aborted, with the kit's reason
        assertThat(tests.aborted().list()).singleElement().satisfies(e -> {
            assertThat(e.getTestDescriptor().getLegacyReportingName()).startsWith("wrongCredentialsAreAnAuthFailure");
            assertThat(e.getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable))
                    .hasValueSatisfying(t -> assertThat(t).hasMessageContaining("'map' has no credentials"));
        });
        assertThat(tests.succeeded().count()).isEqualTo(6);
    }

    static class NoCredentials extends Correct {
        @Override
        protected Optional<WrongCredentials> wrongCredentials() {
            return Optional.empty();
        }
    }

    private static Events run(Class<?> kit) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectClass(kit)).execute().testEvents();
    }

    private static List<String> failedNames(Events tests) {
        return tests.finished().stream()
                .filter(e -> e.getPayload(TestExecutionResult.class)
                        .map(r -> r.getStatus() != TestExecutionResult.Status.SUCCESSFUL).orElse(false))
                .map(Event::getTestDescriptor)
                .map(d -> d.getLegacyReportingName().replace("()", ""))
                .toList();
    }
}

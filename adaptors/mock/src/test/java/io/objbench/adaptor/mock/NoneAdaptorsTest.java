package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NoneAdaptorsTest {

    @Test
    void everyStorageCallSucceedsAndDoesNothing() throws Exception {
        StorageSession session = new NoneStorageFactory().create(AdaptorConfig.of(Map.of("logging", "true")))
                .openSession(1, AuthToken.NONE);
        Bodies.Source source = new Bodies.Source(Bodies.pattern(100));
        Bodies.Sink sink = new Bodies.Sink();
        List<String> listed = new ArrayList<>();

        assertThat(session.createContainer("c")).isSameAs(OpResult.OK);
        assertThat(session.put("c", "o", source)).isSameAs(OpResult.OK);
        assertThat(session.get("never", "written", sink)).isSameAs(OpResult.OK);
        assertThat(session.head("c", "o")).isSameAs(OpResult.OK);
        assertThat(session.list("c", "", (name, size) -> listed.add(name))).isSameAs(OpResult.OK);
        assertThat(session.delete("c", "o")).isSameAs(OpResult.OK);
        assertThat(session.deleteContainer("c")).isSameAs(OpResult.OK);

        assertThat(source.consumed).isZero();
        assertThat(sink.begins).isEqualTo(1);
        assertThat(sink.announced).isZero();
        assertThat(sink.body.size()).isZero();
        assertThat(listed).isEmpty();
    }

    @Test
    void sessionsAreSharedSoNothingIsAllocatedPerWorker() throws Exception {
        var adaptor = new NoneStorageFactory().create(AdaptorConfig.empty());
        assertThat(adaptor.openSession(1, AuthToken.NONE)).isSameAs(adaptor.openSession(2, AuthToken.NONE));
    }

    @Test
    void authNoneLogsInWithTheNoneToken() throws Exception {
        var login = new NoneAuthFactory().create(AdaptorConfig.empty()).login(7);
        assertThat(login.result().ok()).isTrue();
        assertThat(login.token()).isSameAs(AuthToken.NONE);
    }
}

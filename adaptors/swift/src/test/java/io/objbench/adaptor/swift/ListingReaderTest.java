package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.RecordingListSink;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ListingReaderTest {

    private static ListingReader.Page read(String json, RecordingListSink sink) throws IOException {
        return ListingReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), sink);
    }

    @Test
    void objectListingsGiveNamesAndSizes() throws IOException {
        RecordingListSink sink = new RecordingListSink();
        ListingReader.Page page = read("""
                [{"hash":"abc","last_modified":"2026-11-22T02:00:00.000000","bytes":12,"name":"kit/a","content_type":"x"},
                 {"bytes":0,"name":"kit/b","extra":{"nested":[1,2]}}]""", sink);
        assertThat(sink.entries()).containsExactly(java.util.Map.entry("kit/a", 12L), java.util.Map.entry("kit/b", 0L));
        assertThat(page).isEqualTo(new ListingReader.Page(2, "kit/b"));
    }

    @Test
    void containerListingsAndEmptyBodiesWork() throws IOException {
        RecordingListSink sink = new RecordingListSink();
        assertThat(read("[{\"name\":\"c1\",\"count\":3,\"bytes\":30}]", sink).count()).isEqualTo(1);
        assertThat(sink.entries()).containsEntry("c1", 30L);
        assertThat(read("", new RecordingListSink())).isEqualTo(new ListingReader.Page(0, ""));
        assertThat(read("[]", new RecordingListSink())).isEqualTo(new ListingReader.Page(0, ""));
    }
}

package io.objbench.driver.support;

import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;

/** One storage call a {@link ScriptedStorage} session received. */
public record Call(String op, int worker, String container, String object,
                   ObjectSource source, ObjectSink sink, ListSink listSink) {
}

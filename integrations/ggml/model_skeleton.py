# The header of make_random_llama.py's GGUF (same metadata, same tensors) and
# a manifest of its tensors' data, for model_fill.c to write the data where
# the model is used (a 4.6 GB model need not travel). usage:
#   python3 model_skeleton.py LLAMA_CPP/gguf-py HEADER MANIFEST [--embd --layers --ff --heads --kv --vocab --ctx]
import sys, argparse, numpy as np
sys.path.insert(0, sys.argv.pop(1))
import gguf
p = argparse.ArgumentParser()
p.add_argument("header"); p.add_argument("manifest")
p.add_argument("--embd", type=int, default=4096); p.add_argument("--layers", type=int, default=32)
p.add_argument("--ff", type=int, default=14336); p.add_argument("--heads", type=int, default=32); p.add_argument("--kv", type=int, default=8)
p.add_argument("--vocab", type=int, default=128256); p.add_argument("--ctx", type=int, default=8192)
a = p.parse_args()
w = gguf.GGUFWriter(a.header, "llama")
w.add_context_length(a.ctx); w.add_embedding_length(a.embd); w.add_block_count(a.layers)
w.add_feed_forward_length(a.ff); w.add_head_count(a.heads); w.add_head_count_kv(a.kv)
w.add_rope_dimension_count(a.embd // a.heads); w.add_rope_freq_base(500000.0)
w.add_layer_norm_rms_eps(1e-5); w.add_vocab_size(a.vocab); w.add_file_type(2)
w.add_tokenizer_model("no_vocab")
Q = gguf.GGMLQuantizationType.Q4_0
kvd = a.embd // a.heads * a.kv
rows = []
def addq(name, ne0, ne1):
    n = ne1 * (ne0 // 32) * 18
    w.add_tensor_info(name, (ne1, (ne0 // 32) * 18), np.dtype(np.uint8), n, raw_dtype=Q); rows.append(("q4_0", n))
def addones(name, n):
    w.add_tensor_info(name, (n,), np.dtype(np.float32), 4 * n); rows.append(("f32_ones", 4 * n))
addq("token_embd.weight", a.embd, a.vocab)
addones("output_norm.weight", a.embd)
addq("output.weight", a.embd, a.vocab)
for i in range(a.layers):
    addones(f"blk.{i}.attn_norm.weight", a.embd)
    addones(f"blk.{i}.ffn_norm.weight", a.embd)
    addq(f"blk.{i}.attn_q.weight", a.embd, a.embd); addq(f"blk.{i}.attn_k.weight", a.embd, kvd)
    addq(f"blk.{i}.attn_v.weight", a.embd, kvd);    addq(f"blk.{i}.attn_output.weight", a.embd, a.embd)
    addq(f"blk.{i}.ffn_gate.weight", a.embd, a.ff); addq(f"blk.{i}.ffn_up.weight", a.embd, a.ff)
    addq(f"blk.{i}.ffn_down.weight", a.ff, a.embd)
w.open_output_file()
w.write_header_to_file(); w.write_kv_data_to_file(); w.write_ti_data_to_file()
f = w.fout[0]; pos = f.tell(); w.write_padding(f, pos); f.close()
with open(a.manifest, "w") as m:
    for kind, n in rows:
        m.write(f"{kind} {n}\n")

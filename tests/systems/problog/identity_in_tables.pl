% == on an argument unbound inside a tabled call: f(_) and f(unknown) have different answers.
0.1::p1.
p(unknown) :- p1.
f(A) :- A == unknown.
f(A) :- p(A), f(A).
q :- f(_).
query(q).
query(f(X)).

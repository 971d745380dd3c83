:- use_module(library(lists)).
e0(1).
0.8::e0(2).
0.2::e0(2); 0.1::e0(1).
e1(3).
0.2::e1(2); 0.3::e1(1).
p00 :- p00, findall(V, e0(V), L), L = [].
\+p00 :- e0(3).
p01(X) :- p00, between(1,3,X), not e0(X).
\+p01(X) :- e1(X).
P::p10(Y) :- (p00, between(1,3,Y)), P is Y / 4.
p10(2) :- p00.
\+p10(2) :- e1(1).
0.75::p20(X) :- p21, p21, p10(2), between(1,3,X), subquery(p10(1), Q), Q > 0.33.
\+p20(3) :- e0(2).
0.9::p21 :- p10(Z), p21, Z @< f(1).
p21 :- X == 1, p00, p10(X), not e0(X).
0.8::\+p21 :- e0(1).
query(e1(1)).
query(p00).

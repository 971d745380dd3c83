:- use_module(library(lists)).
e0(1).
0.8::e0(2).
0.3::e0(2); 0.2::e0(1); 0.3::e0(3).
e1(1).
0.1::e1(2).
p00(X) :- (p01(2), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, X @>= 2) ; (Y \== 3, p00(Y), e1(X), call(e0, Y)).
P::p00(X) :- ((p01(Y), e1(1), e1(Z), between(1,3,X), subquery(e0(2), Q), Q > 0.33, call(e0, Z)) ; (X == 3, e0(Y), e1(Y), p00(Y), between(1,3,X), \+ e0(X))), P is X / 4.
\+p00(X) :- e1(X).
P::p01(Y) :- (p01(Z), p00(X), between(1,3,Y), \+ e0(Y)), P is Y / 4.
0.25::\+p01(2) :- e0(1).
p10(2,X) :- (X == 2, p00(Y), p01(2), between(1,3,X)) ; (e0(Y), p01(Y), e0(Y), between(1,3,X)).
P::p20(Y) :- (e1(Y), p00(Z), p00(2)), P is Y / 4.
p30 :- e0(Y), p00(2), Y \= Y, call(p20, Y).
p30 :- p00(2).
0.8::p30 :- p20(1), subquery(p20(2), Q), Q > 0.33.
0.1::\+p30 :- e0(3).
query(p30).

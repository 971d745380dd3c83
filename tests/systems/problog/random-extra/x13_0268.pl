:- use_module(library(lists)).
0.75::e1(1,1).
0.8::e1(2,2).
0.3::e1(1,2).
0.6::e1(3,2).
0.1::e1(1,1); 0.1::e1(3,3); 0.1::e1(2,2).
0.6::e2(1).
0.4::e2(2).
0.5::e3(1).
0.75::e3(2).
0.2::e3(2); 0.3::e3(1); 0.2::e3(3).
P::p00(X) :- (e2(1), between(1,3,X), findall(V, e1(X,V), L), L = []), P is X / 4.
p00(X) :- (e3(3), e3(3), between(1,3,X)) ; (e1(X,X), e0(X), e3(2), W is X + 1, W < 5).
p10(X) :- e3(3), p00(Y), between(1,3,X).
p11(Y) :- e2(2), e3(X), p00(Y), not e2(Y), T =.. [g, X], T \== g(0).
P::p20(Y,X) :- (X \== 1, e0(Z), between(1,3,X), between(1,3,Y)), P is Y / 4.
\+p20(Y,3) :- e2(Y).
p21(2) :- p11(Y), p00(Y), p00(Y).
p21(Y) :- e3(X), p11(X), between(1,3,Y), Y == Y, X >= 3.
p21(X) :- X \== 1, e1(Y,Y), between(1,3,X), \+ p00(1).
query(e0(1)).
query(e0(2)).
evidence(e3(2), false).

:- use_module(library(lists)).
0.4::e0(1).
e2(3).
0.2::e2(2); 0.3::e2(1).
0.8::e3.
p00(Y,X) :- p01(3), between(1,3,X), between(1,3,Y), \+ e3.
p00(X,X) :- p01(Y), between(1,3,X).
p00(Y,Y) :- (e2(X), e2(1), e3, between(1,3,Y)) ; (e2(3), e3, between(1,3,Y)).
p01(Y) :- e2(X), e2(X), e0(Z), between(1,3,Y), findall(V, e0(V), L), L = [].
P::p10(Y) :- (p01(Y)), P is Y / 4.
P::p10(Y) <- (p10(Y), e2(Z), findall(V, p01(V), L), L \= []), P is Y / 4.
P::p20(3,Y) :- (e0(X), e3, p01(1), between(1,3,Y)), P is Y / 4.
P::p20(3,Y) :- ((p01(2), e3, between(1,3,Y), \+ e0(3), \+ p00(Y,Y)) ; (e2(1), e1(Y,X), p20(2,Z), findall(V, p01(V), L), length(L, N), N >= 2)), P is Y / 4.
p30(X,X) :- (e1(Z,1), between(1,3,X)) ; (e2(Z), p30(Y,Z), between(1,3,X), call(p01, 3), X = Z).
p30(X,1) :- p01(Y), e1(Y,Y), p01(Y), between(1,3,X).
query(p01(Y)).
query(e3).
query(e3).
query(p10(X)) :- between(1,2,X).
evidence(p00(2,2), true).

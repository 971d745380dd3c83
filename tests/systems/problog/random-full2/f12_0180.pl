:- use_module(library(lists)).
0.2::e0(2,2).
0.5::e0(1,1).
e0(2,3).
0.8::e0(2,1).
0.2::e0(2,2); 0.2::e0(3,3); 0.2::e0(1,1).
0.3::e1(3,2).
0.8::e1(1,1).
0.25::e2(2).
e2(1).
0.2::e3(2).
0.2::e3(3).
p00(Y) :- (e1(3,X), between(1,3,Y)) ; (e2(X), e2(2), between(1,3,Y), not e2(Y), Y >= 3).
0.1::p00(X) <- e0(1,X), \+ e1(X,X), findall(V, e0(X,V), L), length(L, N), N >= 1.
p00(Y) <- (e0(Y,1), e3(Y), W is Y + 3, W < 5, Y @=< 1) ; (p01(X), e2(1), between(1,3,Y), Y @< 2).
P::p01(Y) :- (Y \== 1, p00(Y)), P is Y / 4.
P::p01(X) :- (e2(3), between(1,3,X)), P is X / 4.
p01(Y) :- e3(2), e2(Y).
p10(1) :- p10(Y), p00(Y), e0(Y,Y), \+ e0(1,Y).
p10(Y) <- (e0(1,X), p00(X), between(1,3,Y)) ; (e0(X,1), e3(X), p10(X), between(1,3,Y)).
0.4::p10(Y) :- p01(Z), between(1,3,Y), call(p00, Y).
p11(Y,X) :- (e0(X,Y), p01(X), p11(X,X), not e1(1,X), \+ p00(1)) ; (e3(Y), e0(Y,Y), between(1,3,X)).
p11(X,X) :- (p11(2,X), p01(3), p10(Y), W is X + 1, W < 5) ; (e2(Y), between(1,3,X)).
p11(Y,X) :- (e2(Y), e3(Y), between(1,3,X), not e2(X), X @>= 3) ; (p01(X), p11(X,1), p10(1), between(1,3,Y), not e3(Y)).
query(e3(3)).
query(e1(X,X)) :- between(1,2,X).

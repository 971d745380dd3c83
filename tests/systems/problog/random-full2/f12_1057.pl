:- use_module(library(lists)).
0.4::e0(1).
0.2::e0(2).
0.1::e0(2); 0.2::e0(3).
0.75::e1(2,1).
0.6::e1(3,2).
p00(2) :- e1(Z,Y), e1(2,1), W is Y + 1, W < 5.
p00(Y) :- Y \== 2, p00(Y), compare(O, Y, 2).
p00(X) :- X \== 2, e0(Z), e1(Y,Z), p00(Y), between(1,3,X), findall(V, e1(Z,V), L), L \= [].
0.25::p10(X) <- e0(X), e1(X,X), p10(X), X @=< 1.
p10(Y) :- (p10(Y), e0(Y), p11(Y,3), call(e1, Y, 1), Y @>= 1) ; (e0(Z), between(1,3,Y)).
p11(X,Y) :- (p11(Y,3), between(1,3,X), X =:= 3) ; (e1(X,Z), between(1,3,Y), X =:= 2, findall(V, e1(Y,V), L), sum_list(L, T), T > 2).
P::p11(Y,Y) :- (Y \== 3, e0(Y), not p00(Y)), P is Y / 4.
0.7::p11(3,Y) :- (e0(3), e1(3,Z), between(1,3,Y), call(e0, Y), \+ p00(Z)) ; (p10(Y), e0(Y)).
query(p10(X)).
query(e1(2,Y)).
query(e1(X,X)) :- between(1,2,X).
evidence(e0(2), false).

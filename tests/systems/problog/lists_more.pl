:- use_module(library(lists)).
% (append/2, max_member/2 and min_member/2 are tested in programs.cpp: ProbLog 2.3.0 does not
% finish them; so is select/4, whose ProbLog version leaves the other elements unbound.)
0.5::a(1). 0.4::a(2).
t2 :- memberchk(2, [1,2,3,2]).
t3(P) :- prefix(P, [1,2]).
t4(R) :- selectchk(2, [1,2,3,2], R).
t6(X) :- nextto(1, X, [3,1,4]).
t7(R) :- delete([a,b,a,c], a, R).
t8(X, R) :- nth0(1, [a,b,c], X, R).
t9(X, R) :- nth1(3, [a,b,c], X, R).
t10(N) :- proper_length([a,b], N).
t11 :- same_length([1,2], [a,b]).
t12(P) :- permutation([1,2,3], P).
t13(F) :- flatten([1,[2,[3,4]],[],[[5]]], F).
t16(L) :- numlist(2, 5, L).
t17 :- is_set([a,b,c]).
t18(S) :- list_to_set([a,b,a,c,b], S).
t19(I) :- intersection([1,2,3,4], [4,2,7], I).
t20(U) :- union([1,2], [2,3], U).
t21 :- subset([1,3], [3,2,1]).
t22(D) :- subtract([1,2,3,4], [2,4], D).
t23 :- is_list([a,b|_]).
t24(X) :- X = .(a, .(b, [])).
t29(X) :- X = '.'(a, b).
t25(L) :- findall(X, (member(X, [1,2,3]), a(X)), L).
t26 :- forall(member(X, [1,2]), a(X)).
t27 :- \+ (a(1), a(2)).
t28 :- \+ a(_).
query(t2). query(t3(_)). query(t4(_)). query(t6(_)). query(t7(_)).
query(t8(_,_)). query(t9(_,_)). query(t10(_)). query(t11). query(t12(_)). query(t13(_)).
query(t16(_)). query(t17). query(t18(_)). query(t19(_)).
query(t20(_)). query(t21). query(t22(_)). query(t23). query(t24(_)). query(t25(_)). query(t26).
query(t27). query(t28). query(t29(_)).
